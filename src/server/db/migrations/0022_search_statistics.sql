-- Statistics on up to 10,000 words of search_vector instead of 1,000 (decision 027). With 1,000,
-- every word outside the list was guessed at half the rarest listed word's frequency (~1 % of a
-- library of generated paperwork), so the planner walked the date index testing each row's tsvector
-- for words that match a handful of documents or none: 0.7–2.3 s at 50,000 documents, against
-- 0.4–12 ms through the GIN index. The next ANALYZE (autovacuum's, or the one after a bulk insert)
-- collects them.
ALTER TABLE "vehicle_documents_content" ALTER COLUMN "search_vector" SET STATISTICS 1000;
