-- Search tuning (the search helper's; 0002 is the index itself).
--
-- search_summary: the precomputed unfiltered counts of each index (src/search/d1/summary.ts).
--   One row per index and counting statement: the total ('t'), a value facet ('v:car_fuel'), a
--   parent's children ('c:car_brand>car_model') or a histogram ('h:car_price'), holding the rows
--   that statement gives over the whole index as JSON. A visitor's first, unfiltered page reads
--   these few rows instead of counting thousands of documents.
-- The triggers (each on one line: the seeder splits statements at a line-ending ';') drop an index's summary whenever a document of it is written, so a summary is
--   never stale: missing pieces are recomputed (by the seeder in bulk, or by the first search
--   that needs one). Row triggers cost one small delete per written row; the seeder writes in bulk
--   and the summary table is empty then, so that delete finds nothing.
DROP TABLE IF EXISTS search_summary;
CREATE TABLE search_summary (
  index_name TEXT NOT NULL,
  facet TEXT NOT NULL,
  answer TEXT NOT NULL, -- JSON
  PRIMARY KEY (index_name, facet)
) WITHOUT ROWID;

CREATE TRIGGER IF NOT EXISTS cars_summary_insert AFTER INSERT ON cars BEGIN DELETE FROM search_summary WHERE index_name = NEW.car_index; END;
CREATE TRIGGER IF NOT EXISTS cars_summary_update AFTER UPDATE ON cars BEGIN DELETE FROM search_summary WHERE index_name IN (OLD.car_index, NEW.car_index); END;
CREATE TRIGGER IF NOT EXISTS cars_summary_delete AFTER DELETE ON cars BEGIN DELETE FROM search_summary WHERE index_name = OLD.car_index; END;
CREATE TRIGGER IF NOT EXISTS sites_summary_insert AFTER INSERT ON sites BEGIN DELETE FROM search_summary WHERE index_name = NEW.site_index; END;
CREATE TRIGGER IF NOT EXISTS sites_summary_update AFTER UPDATE ON sites BEGIN DELETE FROM search_summary WHERE index_name IN (OLD.site_index, NEW.site_index); END;
CREATE TRIGGER IF NOT EXISTS sites_summary_delete AFTER DELETE ON sites BEGIN DELETE FROM search_summary WHERE index_name = OLD.site_index; END;

-- cars_facet_cover: every column the list's facets, ranges and flags read, after car_index. The
--   cars rows are wide (texts, JSON), so counting a filtered index through the table touches a
--   page per car; counted through this narrow index, SQLite reads the index alone (a covering
--   scan), several times fewer pages. Pages of documents still come from the table.
CREATE INDEX IF NOT EXISTS cars_facet_cover ON cars (car_index, car_brand, car_model, car_fuel, car_body, car_gearbox, car_year, car_color, car_price, car_mileage, car_power, car_campaign_price, car_privateleasing_monthly_cost, car_companyleasing_monthly_cost, car_is_sample, caroftheweek, car_has_campaign_price, car_is_used, car_vehicle_type_code, car_drive);
