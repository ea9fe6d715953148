-- A document's row is stored whole up to 8,160 bytes (decision 027, fifth-session amendment).
-- Since 0023 keeps search_vector in the row (often 1.5–2.7 KB), a row could never get under
-- PostgreSQL's default 2 KB target, so every other text of the row — id, vehicle id, title,
-- summary, text — was moved out of line, and reading a page's 25 rows cost ~500 buffer reads
-- through the TOAST index instead of ~80. A longer text still goes out of line above the target.
-- Rows written before keep their storage until they are next written.
ALTER TABLE "vehicle_documents_content" SET (toast_tuple_target = 8160);
