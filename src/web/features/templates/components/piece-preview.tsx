import { templatesMessages } from '@shared/messages/templates';
import { fontFamily } from '@shared/templates/fonts';
import type { LogoLayout, TextLayout } from '@shared/templates/layout';
import { cn } from '@web/lib/utils';
import type { CSSProperties, ReactNode } from 'react';
import type { PiecePlan } from '../lib/piece-plan';

const ALIGN_X = { left: 'xMin', center: 'xMid', right: 'xMax' } as const;

/** Each character placed by itself: the browser neither kerns nor joins what the server drew apart. */
const TEXT_STYLE: CSSProperties = { whiteSpace: 'pre', fontKerning: 'none', fontVariantLigatures: 'none' };

export interface PieceSvgProps {
  plan: PiecePlan;
  /** The asset's preview (orientation applied); none paints the piece white. */
  imageUrl: string | null;
  logoUrl: string | null;
  /**
   * Without a logo, a dashed "Logo" box (the editor, sample data); false leaves the box empty, as the
   * file does for a unit without a logo.
   */
  logoPlaceholder?: boolean;
  /** The drawing's accessible name ('Pré-visualização da peça: Stories (1080×1920)'). */
  label: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A piece as the server draws it, in px of the piece (`viewBox` = its size): the picture placed so
 * that exactly the crop shows, then each text line with every character at the x the shared layout
 * gives it (`x="x0 x1 …"`), each logo box with the unit's logo or a dashed placeholder.
 */
export function PieceSvg({
  plan,
  imageUrl,
  logoUrl,
  logoPlaceholder = true,
  label,
  className,
  style,
}: PieceSvgProps) {
  const { size, crop, layout } = plan;
  const imageWidth = size.width / crop.w;
  const imageHeight = size.height / crop.h;
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-label={label}
      data-testid="piece-preview"
      className={cn('block overflow-hidden', className)}
      style={style}
    >
      <rect width={size.width} height={size.height} fill="#ffffff" />
      {imageUrl ? (
        <image
          href={imageUrl}
          x={-crop.x * imageWidth}
          y={-crop.y * imageHeight}
          width={imageWidth}
          height={imageHeight}
          preserveAspectRatio="none"
        />
      ) : null}
      {/* Logos first and the text over them, as the server composes the file. */}
      {[
        ...layout.filter((item) => item.kind === 'logo'),
        ...layout.filter((item) => item.kind === 'text'),
      ].map((item) =>
        item.kind === 'logo' ? (
          logoUrl || logoPlaceholder ? (
            <LogoBox key={item.key} item={item} logoUrl={logoUrl} size={size} />
          ) : null
        ) : (
          <TextField key={item.key} item={item} />
        ),
      )}
    </svg>
  );
}

function TextField({ item }: { item: TextLayout }) {
  return (
    <g
      data-field-key={item.key}
      fontFamily={`"${fontFamily(item.font)}", sans-serif`}
      fontSize={item.fontPx}
      fill={item.color}
    >
      {item.lines.map((line, index) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: a field's lines are laid out anew, never reordered
          key={index}
          data-line={index}
          x={line.xs.join(' ')}
          y={line.baseline}
          style={TEXT_STYLE}
        >
          {line.text}
        </text>
      ))}
    </g>
  );
}

function LogoBox({
  item,
  logoUrl,
  size,
}: {
  item: LogoLayout;
  logoUrl: string | null;
  size: PiecePlan['size'];
}) {
  const { box } = item;
  if (logoUrl)
    return (
      <g data-field-key={item.key}>
        <image
          href={logoUrl}
          x={box.x}
          y={box.y}
          width={box.w}
          height={box.h}
          preserveAspectRatio={`${ALIGN_X[item.align]}YMid meet`}
        />
      </g>
    );
  const stroke = Math.max(2, Math.round(Math.min(size.width, size.height) / 360));
  return (
    <g data-field-key={item.key} data-placeholder="">
      <rect
        x={box.x}
        y={box.y}
        width={box.w}
        height={box.h}
        rx={stroke * 3}
        fill="rgb(255 255 255 / 0.35)"
        stroke="#1f2937"
        strokeWidth={stroke}
        strokeDasharray={`${stroke * 5} ${stroke * 4}`}
      />
      <text
        x={box.x + box.w / 2}
        y={box.y + box.h / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={Math.min(box.h * 0.4, box.w / 4)}
        fontFamily="sans-serif"
        fill="#1f2937"
      >
        {templatesMessages.templates.panel.logoPlaceholder}
      </text>
    </g>
  );
}

/**
 * The piece at most `maxHeight` tall and as wide as its column, in its own proportions; `children`
 * lie over it at the same size (the editor's boxes).
 */
export function PieceFrame({
  plan,
  maxHeight = 'min(65svh, 36rem)',
  className,
  children,
}: {
  plan: PiecePlan;
  maxHeight?: string;
  className?: string;
  children: ReactNode;
}) {
  const ratio = plan.size.width / plan.size.height;
  return (
    <div
      className={cn('relative mx-auto', className)}
      style={{
        aspectRatio: `${plan.size.width} / ${plan.size.height}`,
        width: `min(100%, calc(${maxHeight} * ${ratio}))`,
      }}
    >
      {children}
    </div>
  );
}
