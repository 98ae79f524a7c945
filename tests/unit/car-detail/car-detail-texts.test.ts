import { describe, expect, it } from 'vitest';
import { carDetailTexts } from '#client/car-detail/car-detail.texts.ts';

describe('the detail page texts', () => {
  it("say 'Department not found' in the page's language: the spec's literal in English, translated elsewhere", () => {
    expect(carDetailTexts.en.departmentNotFound).toBe('Department not found');
    expect({
      sv: carDetailTexts.sv.departmentNotFound,
      nb: carDetailTexts.nb.departmentNotFound,
      fi: carDetailTexts.fi.departmentNotFound,
      sk: carDetailTexts.sk.departmentNotFound,
    }).toEqual({
      sv: 'Avdelningen hittades inte',
      nb: 'Avdelingen ble ikke funnet',
      fi: 'Osastoa ei löytynyt',
      sk: 'Oddelenie sa nenašlo',
    });
  });
});
