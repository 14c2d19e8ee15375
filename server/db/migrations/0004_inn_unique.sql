CREATE UNIQUE INDEX "contractors_inn_uq" ON "contractors" USING btree ("inn");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_inn_uq" ON "companies" USING btree ("inn");