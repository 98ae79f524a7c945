-- The car index: one row per car and index. The search issue widens it to every field of the
-- spec's car document and adds the FTS5 table; this first cut carries what the home pages show.
CREATE TABLE IF NOT EXISTS cars (
  car_index TEXT NOT NULL,
  car_id TEXT NOT NULL,
  slug TEXT NOT NULL,
  car_brand TEXT NOT NULL,
  car_model TEXT NOT NULL,
  car_year INTEGER NOT NULL,
  car_fuel TEXT NOT NULL,
  car_mileage INTEGER NOT NULL,
  car_price INTEGER NOT NULL,
  car_price_currency TEXT NOT NULL,
  car_publishdate TEXT NOT NULL,
  PRIMARY KEY (car_index, car_id)
);
CREATE INDEX IF NOT EXISTS cars_by_index_and_date ON cars (car_index, car_publishdate DESC);
