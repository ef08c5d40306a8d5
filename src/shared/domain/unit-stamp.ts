/** The council data a unit's stamp must carry (Brazilian dental advertising rules). */
export interface UnitCouncilData {
  croRegistration: string | null;
  rtName: string | null;
  rtCro: string | null;
  rtUf: string | null;
}

const filled = (text: string | null): text is string => Boolean(text?.trim());

/**
 * True when a unit can stamp its downloads: the clinic's CRO registration and the responsible
 * dentist's name, CRO number and UF are all there. The units screen's "Dados de CRO incompletos"
 * badge and the download's 422 UNIT_CRO_INCOMPLETE are this one rule.
 */
export function isStampReady<T extends UnitCouncilData>(
  unit: T,
): unit is T & { croRegistration: string; rtName: string; rtCro: string; rtUf: string } {
  return filled(unit.croRegistration) && filled(unit.rtName) && filled(unit.rtCro) && filled(unit.rtUf);
}
