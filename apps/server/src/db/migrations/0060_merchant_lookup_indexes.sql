CREATE INDEX "merchant_customer_service_merchant" ON "merchant_customer_service" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE INDEX "merchant_domains_merchant" ON "merchant_domains" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "merchant_resources_merchant" ON "merchant_resources" USING btree ("merchant_id","sort");