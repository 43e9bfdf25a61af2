// The seller's GST registration (docs/decisions/029-gst-tax-invoices.md), read by config.ts: legal name, GSTIN,
// registered address and its state. All four or none: without them orders get no tax invoice.
import { findGstState, gstinProblem } from '@shop/shared/gst';
import { z } from 'zod';

const text = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const gstEnvShape = {
  SHOP_LEGAL_NAME: text.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
  SHOP_GSTIN: text.pipe(z.string().optional()),
  SHOP_ADDRESS: text.pipe(z.string().max(300, 'must be at most 300 characters').optional()),
  SHOP_STATE: text.pipe(z.string().optional()),
};

export interface GstSettings {
  legalName: string;
  gstin: string;
  address: string;
  stateCode: string;
  stateName: string;
}

type GstVars = { [Name in keyof typeof gstEnvShape]?: string | undefined };

const NAMES = ['SHOP_LEGAL_NAME', 'SHOP_GSTIN', 'SHOP_ADDRESS', 'SHOP_STATE'] as const;

/** The settings, undefined when none is given; otherwise every problem as "NAME: words" lines. */
export function parseGstSettings(vars: GstVars): { settings?: GstSettings; problems: string[] } {
  if (NAMES.every((name) => vars[name] === undefined)) return { problems: [] };
  const problems = NAMES.filter((name) => vars[name] === undefined).map(
    (name) => `${name}: required with the other GST settings (${NAMES.join(', ')})`,
  );
  const gstin = vars.SHOP_GSTIN?.toUpperCase();
  const gstinWrong = gstin === undefined ? undefined : gstinProblem(gstin);
  if (gstinWrong) problems.push(`SHOP_GSTIN: ${gstinWrong}`);
  const state = vars.SHOP_STATE === undefined ? undefined : findGstState(vars.SHOP_STATE);
  if (vars.SHOP_STATE !== undefined && !state) {
    problems.push(
      'SHOP_STATE: must be a state or union territory of India, by name (e.g. Karnataka) or code',
    );
  }
  if (state && gstin && !gstinWrong && gstin.slice(0, 2) !== state.code) {
    problems.push(
      `SHOP_STATE: ${state.name} has code ${state.code}, but the GSTIN starts with ${gstin.slice(0, 2)}`,
    );
  }
  const { SHOP_LEGAL_NAME: legalName, SHOP_ADDRESS: address } = vars;
  if (problems.length > 0 || !legalName || !gstin || !address || !state) return { problems };
  return {
    settings: { legalName, gstin, address, stateCode: state.code, stateName: state.name },
    problems,
  };
}
