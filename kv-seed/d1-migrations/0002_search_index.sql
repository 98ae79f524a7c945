-- The search index (spec car-stock-dealer-sites sections 3 and 7): every field of the car
-- document, the vehicle index, the dealer-site index and full-text search. Replaces 0001's cut.
--
-- cars: one row per (car_index, car_id). Every scalar of the spec's car document is a column named
--   exactly as the field; booleans are INTEGER 0/1; prices and monthly costs are whole units of
--   car_price_currency (NULL when the car has no such price); dates are ISO-8601 text. Lists and
--   nested objects are JSON text (columns marked JSON): car_campaigns, car_primary_image,
--   car_images, car_equipment, car_sellers, car_loan_option, car_leasing_options,
--   car_company_leasing_option, car_private_leasing_option. Their shapes are the zod schemas in
--   client/contracts/car-document.ts; src/search/d1/rows.ts turns a row back into the document
--   (carFromRow).
-- The vehicle index lives in the same table: a site's `vehicles_<site>` index holds its commercial
--   vehicles (vans, car_vehicle_type_code 'LCV', and light trucks, 'TRUCK'), in the same document
--   shape, while `cars_<site>` holds passenger cars plus the vans a dealer also lists among its
--   cars. One table means one query builder and one set of indexes for both; car_index keeps them
--   apart, so every query names exactly one index.
-- sites: one row per (site_index, id) of the dealer-site index; scalars as columns, site_brands,
--   site_primary_image and site_departments as JSON.
-- cars_fts / sites_fts: FTS5 with EXTERNAL content (content=cars, content_rowid=rowid). The text
--   lives once, in cars; the FTS table holds only the inverted index, and a match joins back by
--   rowid (`JOIN cars ON cars.rowid = cars_fts.rowid`) where car_index and every other filter
--   apply. Contentless would save the same space but cannot give the columns back (no snippet,
--   no highlight, no 'rebuild' from the table), and a full-content table would store the text twice.
--   The index is written only by the seeder, in bulk: it ends with
--   `INSERT INTO cars_fts(cars_fts) VALUES('rebuild')`, cheaper than per-row triggers, so any
--   other writer of cars must rebuild too. unicode61 with remove_diacritics 2 lets 'malmo' find
--   'Malmö' and 'skoda' find 'Škoda'; prefix='2 3' keeps short prefix queries (`vol*`) off full scans.
-- Indexes lead with car_index (every query names one index) and end with car_id, the stable
--   tiebreak of every sort, so a sorted page is read in index order.
DROP TABLE IF EXISTS cars_fts;
DROP TABLE IF EXISTS sites_fts;
DROP TABLE IF EXISTS cars;
DROP TABLE IF EXISTS sites;

CREATE TABLE cars (
  car_index TEXT NOT NULL,
  car_id TEXT NOT NULL,
  slug TEXT NOT NULL,
  car_site_name TEXT NOT NULL,
  car_site_id TEXT NOT NULL,
  car_site_city TEXT NOT NULL,
  car_site_region TEXT NOT NULL,
  car_site_leads_email TEXT NOT NULL,
  car_brand TEXT NOT NULL,
  car_model TEXT NOT NULL,
  car_model_text TEXT NOT NULL,
  car_version TEXT NOT NULL,
  car_body TEXT NOT NULL,
  car_year INTEGER NOT NULL,
  car_fuel TEXT NOT NULL,
  car_gearbox TEXT NOT NULL,
  car_color TEXT NOT NULL,
  car_condition TEXT NOT NULL,
  car_is_used INTEGER NOT NULL,
  car_drive TEXT NOT NULL,
  car_mileage INTEGER NOT NULL,
  car_mileage_text TEXT NOT NULL,
  car_odometer INTEGER NOT NULL,
  car_odometer_unit TEXT NOT NULL,
  car_acceleration_text TEXT,
  car_emission_mixed_text TEXT,
  car_fuel_combined_text TEXT,
  wltp_electric_consumption REAL,
  wltp_electric_consumption_text TEXT,
  wltp_electric_range INTEGER,
  wltp_electric_range_text TEXT,
  car_electric_range INTEGER,
  car_electric_range_text TEXT,
  car_fuel_tank_capacity_text TEXT,
  battery_size REAL,
  battery_size_text TEXT,
  electric_charging_speed_ac REAL,
  electric_charging_speed_ac_text TEXT,
  electric_charging_speed_dc REAL,
  electric_charging_speed_dc_text TEXT,
  car_power INTEGER NOT NULL,
  car_power_text TEXT NOT NULL,
  car_service_weight_text TEXT NOT NULL,
  car_seats INTEGER NOT NULL,
  car_doors INTEGER NOT NULL,
  car_cargo_volume_text TEXT NOT NULL,
  car_height_text TEXT NOT NULL,
  car_length_text TEXT NOT NULL,
  car_width_text TEXT NOT NULL,
  car_ncapstars INTEGER,
  car_firstregistration TEXT,
  car_regno TEXT,
  car_chassino TEXT NOT NULL,
  car_vehicle_type_code TEXT NOT NULL,
  car_vat_eligible INTEGER NOT NULL,
  car_is_sample INTEGER NOT NULL,
  caroftheweek INTEGER NOT NULL,
  autos_on_show INTEGER NOT NULL,
  car_price INTEGER NOT NULL,
  car_price_title TEXT NOT NULL,
  car_price_text TEXT NOT NULL,
  car_price_currency TEXT NOT NULL,
  car_retail_price INTEGER NOT NULL,
  car_retail_price_text TEXT NOT NULL,
  car_retail_price_exkl_vat INTEGER NOT NULL,
  car_campaign_price INTEGER,
  car_campaign_price_text TEXT,
  car_campaign_price_exkl_vat INTEGER,
  car_has_campaign_price INTEGER NOT NULL,
  car_has_campaign_loan INTEGER NOT NULL,
  car_has_campaign_companyleasing INTEGER NOT NULL,
  car_has_campaign_privateleasing INTEGER NOT NULL,
  car_campaigns TEXT NOT NULL, -- JSON
  car_primary_image TEXT NOT NULL, -- JSON
  car_images TEXT NOT NULL, -- JSON
  car_equipment TEXT NOT NULL, -- JSON
  car_description TEXT NOT NULL,
  car_sellers TEXT NOT NULL, -- JSON
  car_pbbratio REAL,
  car_beneficial_value INTEGER,
  car_has_companyleasing INTEGER NOT NULL,
  car_has_privateleasing INTEGER NOT NULL,
  car_privateleasing_monthly_cost INTEGER,
  car_companyleasing_monthly_cost INTEGER,
  car_loan_monthly_cost INTEGER,
  car_loan_option TEXT, -- JSON
  car_leasing_options TEXT NOT NULL, -- JSON
  car_company_leasing_option TEXT, -- JSON
  car_private_leasing_option TEXT, -- JSON
  car_publishdate TEXT NOT NULL,
  indexed_at TEXT NOT NULL,
  car_companyerpid TEXT NOT NULL,
  car_departmenterpid TEXT NOT NULL,
  PRIMARY KEY (car_index, car_id)
);
CREATE INDEX cars_by_publishdate ON cars (car_index, car_publishdate, car_id);
CREATE INDEX cars_by_price ON cars (car_index, car_price, car_id);
CREATE INDEX cars_by_mileage ON cars (car_index, car_mileage, car_id);
CREATE INDEX cars_by_year ON cars (car_index, car_year, car_id);
CREATE INDEX cars_by_brand_model ON cars (car_index, car_brand, car_model);
CREATE INDEX cars_by_site ON cars (car_index, car_site_id, car_publishdate);
CREATE INDEX cars_by_fuel ON cars (car_index, car_fuel);
CREATE INDEX cars_by_body ON cars (car_index, car_body);
CREATE INDEX cars_of_the_week ON cars (car_index, car_id) WHERE caroftheweek = 1;
CREATE INDEX cars_by_slug ON cars (car_index, slug);

CREATE VIRTUAL TABLE cars_fts USING fts5(
  car_brand, car_model, car_model_text, car_version, car_equipment, car_description,
  content = 'cars', content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);

CREATE TABLE sites (
  site_index TEXT NOT NULL,
  id TEXT NOT NULL,
  site_id TEXT NOT NULL,
  slug TEXT NOT NULL,
  site_official_name TEXT NOT NULL,
  site_email TEXT NOT NULL,
  site_phone TEXT NOT NULL,
  site_street TEXT NOT NULL,
  site_zip TEXT NOT NULL,
  site_city TEXT NOT NULL,
  site_region TEXT NOT NULL,
  website_city TEXT NOT NULL,
  website_sort_order INTEGER NOT NULL,
  site_image_url TEXT NOT NULL,
  site_primary_image TEXT NOT NULL, -- JSON
  site_geocoord TEXT NOT NULL,
  site_brands TEXT NOT NULL, -- JSON
  erp_id TEXT NOT NULL,
  site_departments TEXT NOT NULL, -- JSON
  PRIMARY KEY (site_index, id)
);
CREATE UNIQUE INDEX sites_by_slug ON sites (site_index, slug);
CREATE UNIQUE INDEX sites_by_site_id ON sites (site_index, site_id);
CREATE INDEX sites_by_sort_order ON sites (site_index, website_sort_order, id);

CREATE VIRTUAL TABLE sites_fts USING fts5(
  site_official_name, site_city, website_city, site_region, site_street, site_brands,
  content = 'sites', content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
