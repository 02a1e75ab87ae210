// A service that hands a customer's item back to its owner (a print file returned, an upload to send again, a warning
// shown), puts a substitute in (a font, a smaller image), or sends an address to a fix queue says how it carries on
// past that item.
import { expect, test } from "@jest/globals";
import { saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";

test.each([
  ['font load failed family="Lobster Two" 404 from fonts cache, substituted with Inter in preview', true],
  ["up_ca8ccc2791: Premature end of JPEG file (30% received); marked failed, customer notified to re-upload", true],
  ["J8003346 preflight FAILED: font 'Gotham-Book' is not embedded (ISO 15930-7 6.3.5); job returned to customer", true],
  ['ups rejected shipment order=MM-4704876: 422 {"code":"INVALID_POSTCODE"} -> moved to address-fix queue', true],
  [
    "up_733e9bd270: 1024x768 too small for 50x70cm (effective 53 dpi < 150 minimum) -> quality warning shown to customer",
    true,
  ],
  [
    "DecompressionBombWarning: Image size (370000000 pixels) exceeds limit of 178956970 pixels; downscaling before processing",
    true,
  ],
  ["order MM-4704876 failed: customer record not found", false],
  ["could not notify customer 8812: SMTP 451 temporary failure", false],
])("%s says how it carries on: %s", (message, copes) => {
  expect(saysHowItCopes(message)).toBe(copes);
});
