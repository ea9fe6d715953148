-- A document's search_vector is kept in its row rather than in TOAST (decision 027, fourth-session
-- amendment). A tsvector (~1.4 KB) hardly compresses, so PostgreSQL stored it out of line, and a
-- search walking the date index read each row's vector through the TOAST index: most of a search's
-- database time. Kept in the row (content_text goes out of line instead: only the page's rows read
-- it), the backends' CPU per search at 10,000 documents fell from 4.2–4.6 to 2.6–2.7 ms. Rows
-- written before keep their storage until they are next written.
ALTER TABLE "vehicle_documents_content" ALTER COLUMN "search_vector" SET STORAGE MAIN;
