-- Search performance (issue 6 figures): narrow covering indexes led by the range fields a list
-- filters on, so a price or mileage range reads only the documents inside it, from the index
-- alone, for its page (the rowids of a page are found first, src/search/d1/index.ts) and for the
-- one shared pass that counts every facet over those documents (sharedPassStatement). Each holds
-- the range field, the default sort (car_publishdate, car_id) and the same facet columns as
-- 0003's cars_facet_cover, whose leading car_brand serves brand and model selections.
-- The leasing costs and campaign price are empty for many cars: those covers are partial (a range
-- on the field implies it is not NULL, so SQLite may use them).
CREATE INDEX IF NOT EXISTS cars_price_cover ON cars (car_index, car_price, car_publishdate, car_id, car_brand, car_model, car_fuel, car_body, car_gearbox, car_year, car_color, car_mileage, car_power, car_campaign_price, car_privateleasing_monthly_cost, car_companyleasing_monthly_cost, car_is_sample, caroftheweek, car_has_campaign_price, car_is_used, car_vehicle_type_code, car_drive);
CREATE INDEX IF NOT EXISTS cars_mileage_cover ON cars (car_index, car_mileage, car_publishdate, car_id, car_brand, car_model, car_fuel, car_body, car_gearbox, car_year, car_color, car_price, car_power, car_campaign_price, car_privateleasing_monthly_cost, car_companyleasing_monthly_cost, car_is_sample, caroftheweek, car_has_campaign_price, car_is_used, car_vehicle_type_code, car_drive);
