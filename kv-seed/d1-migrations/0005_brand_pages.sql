-- Brand and model pages (`/kop-bil/~volvo/~xc60`, the car list's most common selection): their
-- pages in the default order, newest first, are walked from these indexes, reading only a page's
-- own entries instead of sorting every car of the brand or model first (the brand and model's
-- counts read cars_facet_cover of 0003).
CREATE INDEX IF NOT EXISTS cars_by_brand_date ON cars (car_index, car_brand, car_publishdate, car_id);
CREATE INDEX IF NOT EXISTS cars_by_model_date ON cars (car_index, car_brand, car_model, car_publishdate, car_id);
