/**
 * No free text in an AppError (issue 37): its pt-BR message comes from the catalogue by its code
 * (src/shared/messages), so a person never reads a thrower's wording. A string literal written in an
 * `new AppError(...)` call that reads as prose (a space or an accented letter) fails the lint; codes,
 * field names and values such as 'original' pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER = 'src/server';
const PROSE = /\s|[\u0080-\uffff]/;

function* serverFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* serverFiles(relative);
    else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) yield relative;
  }
}

function proseIn(node: ts.Node, found: ts.Node[]): void {
  if (
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
    PROSE.test(node.getText())
  ) {
    found.push(node);
    return;
  }
  node.forEachChild((child) => proseIn(child, found));
}

export function checkErrorText(): { problems: string[]; summary: string } {
  const problems: string[] = [];
  let calls = 0;
  for (const file of serverFiles(SERVER)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    if (!text.includes('AppError(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && node.expression.getText() === 'AppError') {
        calls++;
        const found: ts.Node[] = [];
        for (const argument of node.arguments ?? []) proseIn(argument, found);
        for (const literal of found) {
          const { line } = source.getLineAndCharacterOfPosition(literal.getStart());
          problems.push(
            `${file}:${line + 1}: AppError built with free text ${literal.getText()}; name a code of the catalogue (src/shared/messages) instead`,
          );
        }
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return { problems, summary: `${calls} AppError constructions, none with free text` };
}
