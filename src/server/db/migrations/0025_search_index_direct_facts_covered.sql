-- Two changes for a library of 50,000 documents (decision 027, sixth-session amendment).
-- 1. The search index takes each document's words at once instead of through GIN's pending list.
-- With the list (fastupdate, up to 4 MB), every search that used the index read the whole list
-- too — ~370 pages after a bulk import, 30–100 ms a search on a loaded machine — until a vacuum
-- merged it (PGlite has no autovacuum: never below 4 MB there), and the planner, which counts
-- those pages, walked the whole library instead of the index for a frequent word. A document's
-- save costs a little more (its words go into the index's tree one by one).
ALTER INDEX "vehicle_documents_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('vehicle_documents_search_idx');--> statement-breakpoint
-- 2. The date index also holds each document's vehicle and type, so that the library's facts
-- (list-documents.ts: vehicle, type, date and id of every document, in date order) are read off
-- the index alone: at 50,000 documents a scan of the 120 MB table and a sort on disk, 1.5 s on a
-- loaded machine, became ~0.3 s. Same name and key, so every plan that used it still can.
DROP INDEX "vehicle_documents_user_date_idx";--> statement-breakpoint
CREATE INDEX "vehicle_documents_user_date_idx" ON "vehicle_documents_content" USING btree ("user_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("vehicle_id","document_type");
