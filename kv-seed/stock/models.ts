// The model catalogue the generator draws from: real models of the brands each market sells,
// with their body, list price new (in euros, converted per market), fuels and dimensions.

export type Fuel = 'petrol' | 'diesel' | 'electric' | 'hybrid' | 'plugin';
export type Body =
  'hatchback' | 'sedan' | 'estate' | 'suv' | 'coupe' | 'convertible' | 'mpv' | 'van' | 'truck';
export type VehicleType = 'PC' | 'LCV' | 'TRUCK';

export interface Model {
  brand: string;
  model: string;
  body: Body;
  /** List price new, euros including VAT (a Swedish-market level; other markets scale it). */
  priceEur: number;
  fuels: readonly Fuel[];
  /** Length, width, height in mm; cargo volume in litres. */
  size: readonly [number, number, number];
  cargo: number;
  seats: number;
  doors: number;
  type: VehicleType;
  /** The year the model came out, so no used car is older than its model. */
  since: number;
}

type Row = [
  model: string,
  body: Body,
  priceEur: number,
  fuels: Fuel[],
  size: [number, number, number],
  cargo: number,
  since: number,
  seats?: number,
  doors?: number,
];

const P = (brand: string, rows: Row[], type: VehicleType = 'PC'): Model[] =>
  rows.map(([model, body, priceEur, fuels, size, cargo, since, seats, doors]) => ({
    brand,
    model,
    body,
    priceEur,
    fuels,
    size,
    cargo,
    since,
    type,
    seats:
      seats ??
      (body === 'coupe' || body === 'convertible' ? 4 : body === 'van' || body === 'truck' ? 3 : 5),
    doors:
      doors ??
      (body === 'coupe' || body === 'convertible'
        ? 2
        : body === 'van'
          ? 4
          : body === 'truck'
            ? 2
            : 5),
  }));

/** Passenger cars by brand. */
export const carModels: Record<string, Model[]> = {
  Volvo: P('Volvo', [
    ['XC40', 'suv', 42_000, ['petrol', 'hybrid'], [4440, 1863, 1652], 452, 2018],
    ['EX40', 'suv', 50_000, ['electric'], [4440, 1873, 1651], 410, 2020],
    ['XC60', 'suv', 62_000, ['plugin', 'hybrid', 'diesel'], [4708, 1902, 1658], 483, 2017],
    ['XC90', 'suv', 85_000, ['plugin', 'hybrid', 'diesel'], [4953, 2008, 1771], 680, 2015, 7],
    ['V60', 'estate', 52_000, ['plugin', 'hybrid', 'diesel'], [4778, 1850, 1435], 529, 2018],
    ['V90', 'estate', 64_000, ['plugin', 'hybrid', 'diesel'], [4936, 1879, 1475], 560, 2016],
    ['S60', 'sedan', 50_000, ['plugin', 'petrol'], [4778, 1850, 1431], 442, 2019, 5, 4],
    ['EX30', 'suv', 38_000, ['electric'], [4233, 1836, 1549], 318, 2024],
    ['EX90', 'suv', 95_000, ['electric'], [5037, 1964, 1747], 655, 2024, 7],
  ]),
  Volkswagen: P('Volkswagen', [
    ['Golf', 'hatchback', 31_000, ['petrol', 'diesel', 'plugin'], [4282, 1789, 1483], 381, 2020],
    ['Golf Sportscombi', 'estate', 34_000, ['petrol', 'diesel'], [4633, 1789, 1498], 611, 2020],
    ['Polo', 'hatchback', 22_000, ['petrol'], [4074, 1751, 1451], 351, 2017],
    ['T-Roc', 'suv', 32_000, ['petrol', 'diesel'], [4236, 1819, 1573], 445, 2017],
    ['Tiguan', 'suv', 42_000, ['petrol', 'diesel', 'plugin'], [4539, 1859, 1656], 652, 2016],
    ['Passat', 'estate', 46_000, ['diesel', 'plugin', 'petrol'], [4917, 1849, 1521], 690, 2015],
    ['ID.3', 'hatchback', 38_000, ['electric'], [4261, 1809, 1562], 385, 2020],
    ['ID.4', 'suv', 47_000, ['electric'], [4584, 1852, 1640], 543, 2021],
    ['ID.7', 'sedan', 56_000, ['electric'], [4961, 1862, 1536], 532, 2024, 5, 5],
  ]),
  Toyota: P('Toyota', [
    ['Yaris', 'hatchback', 22_000, ['hybrid', 'petrol'], [3940, 1745, 1500], 286, 2020],
    ['Yaris Cross', 'suv', 28_000, ['hybrid'], [4180, 1765, 1590], 397, 2021],
    ['Corolla', 'hatchback', 31_000, ['hybrid'], [4370, 1790, 1435], 361, 2019],
    ['Corolla Touring Sports', 'estate', 33_000, ['hybrid'], [4650, 1790, 1435], 596, 2019],
    ['C-HR', 'suv', 36_000, ['hybrid', 'plugin'], [4362, 1832, 1558], 388, 2017],
    ['RAV4', 'suv', 45_000, ['hybrid', 'plugin'], [4600, 1855, 1685], 580, 2019],
    ['bZ4X', 'suv', 48_000, ['electric'], [4690, 1860, 1650], 452, 2022],
    ['Land Cruiser', 'suv', 80_000, ['diesel'], [4925, 1980, 1935], 742, 2018, 7],
  ]),
  BMW: P('BMW', [
    ['1 Series', 'hatchback', 36_000, ['petrol'], [4361, 1800, 1459], 380, 2019],
    ['3 Series Touring', 'estate', 52_000, ['diesel', 'plugin'], [4713, 1827, 1440], 500, 2019],
    ['3 Series', 'sedan', 54_000, ['plugin'], [4713, 1827, 1440], 375, 2019, 5, 4],
    ['5 Series', 'sedan', 64_000, ['diesel', 'plugin'], [5060, 1900, 1515], 520, 2017, 5, 4],
    ['X1', 'suv', 46_000, ['petrol', 'diesel', 'plugin'], [4500, 1845, 1642], 540, 2022],
    ['iX1', 'suv', 52_000, ['electric'], [4500, 1845, 1642], 490, 2023],
    ['X3', 'suv', 66_000, ['diesel', 'plugin'], [4755, 1920, 1660], 570, 2018],
    ['X5', 'suv', 95_000, ['plugin', 'diesel'], [4935, 2004, 1765], 650, 2019],
    ['i4', 'coupe', 60_000, ['electric'], [4783, 1852, 1448], 470, 2021, 5, 5],
    ['iX', 'suv', 98_000, ['electric'], [4953, 1967, 1696], 500, 2022],
    ['Z4', 'convertible', 58_000, ['petrol'], [4324, 1864, 1304], 281, 2019, 2, 2],
  ]),
  MINI: P('MINI', [
    ['Cooper', 'hatchback', 28_000, ['petrol', 'electric'], [3876, 1744, 1432], 210, 2018, 4, 3],
    ['Cooper Convertible', 'convertible', 33_000, ['petrol'], [3879, 1727, 1415], 215, 2018, 4, 2],
    ['Countryman', 'suv', 40_000, ['petrol', 'electric', 'plugin'], [4433, 1843, 1656], 460, 2017],
    ['Aceman', 'suv', 37_000, ['electric'], [4079, 1754, 1514], 300, 2024],
    ['Clubman', 'estate', 32_000, ['petrol', 'diesel'], [4266, 1800, 1441], 360, 2016, 5, 6],
  ]),
  'Mercedes-Benz': P('Mercedes-Benz', [
    ['A-Klass', 'hatchback', 38_000, ['petrol', 'plugin'], [4419, 1796, 1440], 355, 2018],
    [
      'C-Klass',
      'sedan',
      55_000,
      ['diesel', 'plugin', 'petrol'],
      [4751, 1820, 1438],
      455,
      2021,
      5,
      4,
    ],
    ['C-Klass Kombi', 'estate', 57_000, ['diesel', 'plugin'], [4751, 1820, 1455], 490, 2021],
    ['E-Klass', 'sedan', 72_000, ['diesel', 'plugin'], [4949, 1880, 1468], 540, 2016, 5, 4],
    ['GLA', 'suv', 46_000, ['petrol', 'plugin'], [4410, 1834, 1611], 435, 2020],
    ['GLC', 'suv', 68_000, ['diesel', 'plugin'], [4716, 1890, 1640], 620, 2022],
    ['EQA', 'suv', 54_000, ['electric'], [4463, 1834, 1620], 340, 2021],
    ['EQB', 'suv', 60_000, ['electric'], [4684, 1834, 1667], 495, 2022, 7],
    ['EQE', 'sedan', 82_000, ['electric'], [4946, 1961, 1512], 430, 2022, 5, 4],
    ['CLA Coupé', 'coupe', 44_000, ['petrol'], [4688, 1830, 1439], 460, 2019, 5, 4],
  ]),
  smart: P('smart', [
    ['#1', 'suv', 41_000, ['electric'], [4270, 1822, 1636], 411, 2023],
    ['#3', 'suv', 45_000, ['electric'], [4400, 1844, 1556], 370, 2024],
    ['fortwo EQ', 'hatchback', 24_000, ['electric'], [2695, 1663, 1555], 260, 2020, 2, 3],
  ]),
  Kia: P('Kia', [
    ['Niro', 'suv', 36_000, ['hybrid', 'plugin', 'electric'], [4420, 1825, 1570], 451, 2019],
    ['EV6', 'suv', 52_000, ['electric'], [4695, 1890, 1550], 490, 2021],
    ['EV9', 'suv', 78_000, ['electric'], [5010, 1980, 1755], 333, 2024, 7],
    ['Sportage', 'suv', 40_000, ['hybrid', 'plugin', 'diesel'], [4515, 1865, 1645], 591, 2016],
    ['Ceed SW', 'estate', 28_000, ['petrol', 'plugin'], [4605, 1800, 1465], 625, 2018],
    ['Picanto', 'hatchback', 15_000, ['petrol'], [3595, 1595, 1485], 255, 2017],
  ]),
  Škoda: P('Škoda', [
    [
      'Octavia Kombi',
      'estate',
      33_000,
      ['petrol', 'diesel', 'plugin'],
      [4698, 1829, 1468],
      640,
      2017,
    ],
    [
      'Superb Kombi',
      'estate',
      45_000,
      ['diesel', 'plugin', 'petrol'],
      [4902, 1849, 1482],
      690,
      2016,
    ],
    ['Fabia', 'hatchback', 20_000, ['petrol'], [4108, 1780, 1459], 380, 2017],
    ['Kamiq', 'suv', 27_000, ['petrol'], [4241, 1793, 1531], 400, 2019],
    ['Karoq', 'suv', 34_000, ['petrol', 'diesel'], [4390, 1841, 1603], 521, 2018],
    ['Kodiaq', 'suv', 45_000, ['diesel', 'petrol', 'plugin'], [4758, 1864, 1657], 910, 2017, 7],
    ['Enyaq', 'suv', 47_000, ['electric'], [4653, 1879, 1616], 585, 2021],
    ['Elroq', 'suv', 38_000, ['electric'], [4488, 1884, 1625], 470, 2025],
  ]),
  Ford: P('Ford', [
    ['Kuga', 'suv', 38_000, ['plugin', 'hybrid', 'petrol'], [4614, 1883, 1666], 475, 2017],
    ['Puma', 'suv', 28_000, ['petrol', 'hybrid'], [4207, 1805, 1537], 456, 2020],
    ['Focus Kombi', 'estate', 29_000, ['petrol', 'diesel'], [4668, 1825, 1481], 608, 2018],
    ['Mustang Mach-E', 'suv', 58_000, ['electric'], [4713, 1881, 1624], 402, 2021],
    ['Explorer', 'suv', 48_000, ['electric'], [4468, 1871, 1630], 450, 2024],
  ]),
  Renault: P('Renault', [
    ['Clio', 'hatchback', 20_000, ['petrol', 'hybrid'], [4050, 1798, 1440], 391, 2019],
    ['Captur', 'suv', 26_000, ['petrol', 'plugin', 'hybrid'], [4227, 1797, 1576], 422, 2020],
    ['Mégane E-Tech', 'suv', 40_000, ['electric'], [4200, 1768, 1505], 440, 2022],
    ['Austral', 'suv', 38_000, ['hybrid'], [4510, 1825, 1645], 500, 2023],
    ['Scenic E-Tech', 'suv', 46_000, ['electric'], [4470, 1864, 1571], 545, 2024],
  ]),
  Hyundai: P('Hyundai', [
    ['Ioniq 5', 'suv', 50_000, ['electric'], [4635, 1890, 1605], 527, 2021],
    ['Ioniq 6', 'sedan', 52_000, ['electric'], [4855, 1880, 1495], 401, 2022, 5, 4],
    ['Tucson', 'suv', 40_000, ['hybrid', 'plugin', 'diesel'], [4500, 1865, 1650], 616, 2016],
    ['Kona', 'suv', 32_000, ['petrol', 'hybrid', 'electric'], [4355, 1825, 1575], 466, 2017],
    ['i30 Wagon', 'estate', 26_000, ['petrol', 'diesel'], [4585, 1795, 1475], 602, 2017],
    ['i20', 'hatchback', 20_000, ['petrol'], [4065, 1775, 1450], 352, 2020],
  ]),
  Polestar: P('Polestar', [
    ['Polestar 2', 'sedan', 50_000, ['electric'], [4606, 1859, 1479], 405, 2020, 5, 5],
    ['Polestar 3', 'suv', 88_000, ['electric'], [4900, 1968, 1614], 484, 2024],
    ['Polestar 4', 'suv', 66_000, ['electric'], [4840, 2008, 1534], 526, 2024],
  ]),
  MG: P('MG', [
    ['MG4', 'hatchback', 33_000, ['electric'], [4287, 1836, 1504], 363, 2022],
    ['ZS', 'suv', 25_000, ['petrol', 'electric', 'hybrid'], [4323, 1809, 1653], 448, 2018],
    ['HS', 'suv', 32_000, ['plugin', 'petrol'], [4574, 1876, 1664], 507, 2019],
    ['MG5', 'estate', 34_000, ['electric'], [4600, 1818, 1543], 479, 2021],
  ]),
};

/** Vans (LCV: light commercial vehicles, shown without VAT) and light trucks by brand. */
export const commercialModels: Record<string, Model[]> = {
  Volkswagen: [
    ...P(
      'Volkswagen',
      [
        ['Transporter', 'van', 45_000, ['diesel', 'plugin'], [5050, 2032, 1990], 5_800, 2016],
        ['Crafter', 'van', 52_000, ['diesel'], [5986, 2040, 2590], 9_900, 2017],
        ['Caddy Cargo', 'van', 30_000, ['diesel', 'petrol'], [4500, 1855, 1797], 3_100, 2021, 2, 4],
        ['ID. Buzz Cargo', 'van', 55_000, ['electric'], [4712, 1985, 1927], 3_900, 2022],
        ['Amarok', 'van', 55_000, ['diesel'], [5350, 1910, 1880], 1_200, 2023, 5, 4],
      ],
      'LCV',
    ),
  ],
  'Mercedes-Benz': [
    ...P(
      'Mercedes-Benz',
      [
        ['Vito', 'van', 44_000, ['diesel'], [5140, 1928, 1910], 6_000, 2015],
        ['eVito', 'van', 52_000, ['electric'], [5140, 1928, 1910], 6_000, 2020],
        ['Sprinter', 'van', 55_000, ['diesel'], [5932, 2020, 2360], 10_500, 2018],
        ['eSprinter', 'van', 70_000, ['electric'], [5932, 2020, 2700], 14_000, 2023],
        ['Citan', 'van', 28_000, ['diesel', 'electric'], [4498, 1859, 1832], 2_900, 2022, 2, 4],
      ],
      'LCV',
    ),
    ...P(
      'Mercedes-Benz',
      [['Atego', 'truck', 85_000, ['diesel'], [8200, 2550, 3400], 38_000, 2016]],
      'TRUCK',
    ),
  ],
  Toyota: P(
    'Toyota',
    [
      ['Proace', 'van', 38_000, ['diesel', 'electric'], [4959, 1920, 1895], 5_300, 2016],
      ['Proace City', 'van', 27_000, ['diesel', 'electric'], [4403, 1848, 1841], 3_300, 2020, 2, 4],
      ['Hilux', 'van', 46_000, ['diesel'], [5325, 1855, 1815], 1_100, 2016, 5, 4],
    ],
    'LCV',
  ),
  Ford: [
    ...P(
      'Ford',
      [
        [
          'Transit Custom',
          'van',
          42_000,
          ['diesel', 'plugin', 'electric'],
          [5050, 2032, 1990],
          6_000,
          2018,
        ],
        ['Transit', 'van', 48_000, ['diesel', 'electric'], [5981, 2059, 2550], 11_000, 2016],
        ['Ranger', 'van', 48_000, ['diesel'], [5370, 1918, 1884], 1_200, 2016, 5, 4],
      ],
      'LCV',
    ),
  ],
  Renault: P(
    'Renault',
    [
      ['Kangoo Van', 'van', 26_000, ['diesel', 'electric'], [4486, 1860, 1838], 3_300, 2021, 2, 4],
      ['Trafic', 'van', 38_000, ['diesel'], [5080, 1956, 1967], 5_800, 2016],
      ['Master', 'van', 48_000, ['diesel', 'electric'], [5680, 2070, 2500], 11_000, 2016],
    ],
    'LCV',
  ),
  Volvo: P(
    'Volvo',
    [
      ['FL', 'truck', 95_000, ['diesel', 'electric'], [8500, 2550, 3300], 40_000, 2016],
      ['FE', 'truck', 110_000, ['diesel', 'electric'], [9000, 2550, 3500], 48_000, 2016],
    ],
    'TRUCK',
  ),
  Hyundai: P(
    'Hyundai',
    [['Staria Van', 'van', 40_000, ['diesel'], [5253, 1997, 1990], 4_900, 2021]],
    'LCV',
  ),
  Kia: P(
    'Kia',
    [['PV5 Cargo', 'van', 42_000, ['electric'], [4695, 1895, 1923], 4_400, 2025]],
    'LCV',
  ),
  Škoda: P(
    'Škoda',
    [['Octavia Kombi Van', 'van', 30_000, ['diesel'], [4698, 1829, 1468], 1_400, 2017, 2, 5]],
    'LCV',
  ),
};

/** Trim levels by brand: the car's version. */
export const trims: Record<string, readonly string[]> = {
  Volvo: ['Core', 'Plus', 'Ultra', 'Plus Dark', 'Ultimate Bright'],
  Volkswagen: ['Life', 'Style', 'R-Line', 'GTE', 'Pro Performance'],
  Toyota: ['Active', 'Style', 'Executive', 'GR Sport', 'Premiere Edition'],
  BMW: ['Sport Line', 'M Sport', 'Luxury Line', 'M Sport Pro', 'Edition Sport'],
  MINI: ['Classic', 'Favoured', 'JCW Trim', 'Exclusive', 'Sport'],
  'Mercedes-Benz': ['Progressive', 'AMG Line', 'Avantgarde', 'Business', 'Electric Art'],
  smart: ['Pro', 'Pro+', 'Premium', 'Brabus', 'Pulse'],
  Kia: ['Action', 'Advance', 'GT-Line', 'Special Edition', 'Exclusive'],
  Škoda: ['Ambition', 'Style', 'Selection', 'Sportline', 'L&K'],
  Ford: ['Titanium', 'ST-Line', 'ST-Line X', 'Active', 'Premium'],
  Renault: ['Evolution', 'Techno', 'Esprit Alpine', 'Iconic', 'Equilibre'],
  Hyundai: ['Essential', 'Advanced', 'Premium', 'N Line', 'Ultimate'],
  Polestar: [
    'Standard Range',
    'Long Range Single Motor',
    'Long Range Dual Motor',
    'Performance',
    'Plus',
  ],
  MG: ['Comfort', 'Luxury', 'Trophy', 'Excite', 'XPOWER'],
};

/** Engine designations by fuel, per brand where the brand names them its own way. */
export const engines: Record<string, Partial<Record<Fuel, readonly string[]>>> = {
  Volvo: {
    petrol: ['B3', 'B4'],
    diesel: ['B4 AWD', 'B5 AWD'],
    hybrid: ['B4', 'B5 AWD'],
    plugin: ['T6 AWD', 'T8 AWD'],
    electric: ['Single Motor', 'Twin Motor AWD'],
  },
  Volkswagen: {
    petrol: ['1.5 eTSI', '2.0 TSI 4Motion'],
    diesel: ['2.0 TDI', '2.0 TDI 4Motion'],
    plugin: ['1.5 eHybrid'],
    electric: ['Pro', 'Pro S', 'GTX 4Motion'],
  },
  Toyota: {
    petrol: ['1.0 VVT-i', '1.5'],
    hybrid: ['1.8 Hybrid', '2.0 Hybrid', '2.5 Hybrid AWD-i'],
    plugin: ['2.5 Plug-in AWD-i'],
    diesel: ['2.8 D-4D'],
    electric: ['FWD', 'AWD'],
  },
  BMW: {
    petrol: ['sDrive18i', 'xDrive20i'],
    diesel: ['sDrive18d', 'xDrive20d', 'xDrive30d'],
    plugin: ['xDrive25e', 'xDrive30e', 'xDrive50e'],
    electric: ['eDrive20', 'eDrive35', 'xDrive40'],
  },
  smart: { electric: ['Pure', 'Long Range', 'Brabus'] },
  MINI: {
    petrol: ['C', 'S', 'S ALL4', 'John Cooper Works'],
    diesel: ['D'],
    plugin: ['SE ALL4'],
    electric: ['E', 'SE', 'JCW E'],
  },
  'Mercedes-Benz': {
    petrol: ['180', '200', '250 4MATIC'],
    diesel: ['220 d', '220 d 4MATIC', '300 d 4MATIC'],
    plugin: ['250 e', '300 e 4MATIC', '400 e 4MATIC'],
    electric: ['250+', '300 4MATIC', '350+'],
  },
};

export const genericEngines: Record<Fuel, readonly string[]> = {
  petrol: ['1.0 T', '1.5 T', '2.0 T'],
  diesel: ['1.6 D', '2.0 D', '2.0 D AWD'],
  hybrid: ['1.6 HEV', '2.0 HEV', '1.6 HEV AWD'],
  plugin: ['1.6 PHEV', '1.5 PHEV AWD'],
  electric: ['Standard Range', 'Long Range', 'Long Range AWD'],
};
