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
