import { describe, expect, it } from 'vitest';
import { tireHotelTexts } from '#client/tire-hotel/tire-hotel.texts.ts';
import {
  hasTireStatus,
  needsTireWarning,
  positionName,
  tireDimension,
  treadDepthText,
  workshopMapsUrl,
} from '#client/tire-hotel/tire-hotel-display.ts';
import { tireAt, tireConfirmation, tireVehicle } from '#tests/support/tire-booking-fixtures.ts';

const texts = tireHotelTexts.sv.loggedIn;

describe('what the tire hotel pages write', () => {
  it('writes a tire size as it is moulded on the tire', () => {
    expect(tireDimension({ sectionWidth: 235, aspectRatio: 55, rimDiameter: 18 })).toBe(
      '235/55 R18',
    );
  });

  it('writes the tread depth in millimetres with a decimal comma when it has decimals', () => {
    expect(treadDepthText(6.5, texts.treadDepth)).toBe('6,5 mm');
    expect(treadDepthText(7, texts.treadDepth)).toBe('7 mm');
  });

  it('names the wheel position, and any unknown position the spare', () => {
    expect(positionName('VF', texts.positions)).toBe('Vänster fram');
    expect(positionName('hb', texts.positions)).toBe('Höger bak');
    expect(positionName('RESERV', texts.positions)).toBe('Reserv');
  });

  it('warns when a tire has status 1 and marks every tire above 0', () => {
    expect(needsTireWarning(tireVehicle.tires)).toBe(true);
    expect(needsTireWarning([tireAt('VF', 7), tireAt('HF', 6, 2, 'Kontrollera')])).toBe(false);
    expect(hasTireStatus(tireAt('VF', 7))).toBe(false);
    expect(hasTireStatus(tireAt('VF', 6, 2, 'Kontrollera'))).toBe(true);
  });

  it('searches the maps for the workshop by name and address', () => {
    expect(workshopMapsUrl(tireConfirmation.workshop)).toBe(
      'https://www.google.com/maps/search/?api=1&query=D%C3%A4ckcenter%20Solna%2C%20Industriv%C3%A4gen%204%2C%20171%2048%20Solna',
    );
  });
});
