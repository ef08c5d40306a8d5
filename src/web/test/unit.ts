import type { TemplateUnitData } from '@shared/templates/layout';
import { COMPLETE_UNIT } from '../../../tests/helpers/unit-fixture';

const { uf: _uf, ...data } = COMPLETE_UNIT;

/**
 * The clinic the server tests, the browser specs and the benchmark build their units from, as a
 * template's answer carries its data (every field a piece prints; the RT's UF, not the unit's).
 */
export const completeUnitData: TemplateUnitData = data;
