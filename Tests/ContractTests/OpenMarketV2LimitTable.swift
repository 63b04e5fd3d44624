import OpenMarketAPI
import Testing

/// Every limit of `open-market-v2.yaml`, the 2022 Open Market API, tied to the constant it restates.
/// Its texts share the 2021 API's rules (`ItemFormField`): one catalogue, one set of limits.
enum OpenMarketV2LimitTable {
    /// The ties, in the document's order.
    static let ties: [LimitTie] = [
        LimitTie("/paths/~1api~1products/get/parameters/0/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/paths/~1api~1products/get/parameters/1/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/paths/~1api~1products/get/parameters/1/schema/maximum", OpenMarketLimits.maxItemsPerPage),
        LimitTie("/paths/~1api~1products/get/parameters/2/schema/maxLength", ItemFormField.title.maxLength),
        LimitTie(
            "/paths/~1api~1products~1{id}~1secret/post/requestBody/content/application~1json/schema/oneOf/1/minLength",
            InherentBound.nonEmptyText),
        LimitTie(
            "/paths/~1api~1products~1{id}~1secret/post/requestBody/content/application~1json/schema/oneOf/1/maxLength",
            OpenMarketLimits.maxVendorSecretLength),
        LimitTie(
            "/paths/~1api~1products~1{id}~1archived/post/requestBody/content/application~1json/schema/oneOf/1/minLength",
            InherentBound.nonEmptyText),
        LimitTie(
            "/paths/~1api~1products~1{id}~1archived/post/requestBody/content/application~1json/schema/oneOf/1/maxLength",
            OpenMarketLimits.maxVendorSecretLength),
        LimitTie("/components/parameters/ProductID/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/components/parameters/Identifier/schema/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/parameters/Identifier/schema/maxLength", OpenMarketLimits.maxVendorIdentifierLength),
        LimitTie("/components/parameters/VendorIdentifier/schema/minLength", InherentBound.nonEmptyText),
        LimitTie(
            "/components/parameters/VendorIdentifier/schema/maxLength", OpenMarketLimits.maxVendorIdentifierLength),
        LimitTie("/components/schemas/Product/properties/name/maxLength", ItemFormField.title.maxLength),
        LimitTie("/components/schemas/Product/properties/description/maxLength", ItemFormField.descriptions.maxLength),
        LimitTie("/components/schemas/Product/properties/price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/Product/properties/price/maximum", OpenMarketLimits.maxPrice),
        LimitTie("/components/schemas/Product/properties/bargain_price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/Product/properties/discounted_price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/Product/properties/stock/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductDetail/properties/name/maxLength", ItemFormField.title.maxLength),
        LimitTie(
            "/components/schemas/ProductDetail/properties/description/maxLength", ItemFormField.descriptions.maxLength),
        LimitTie("/components/schemas/ProductDetail/properties/price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductDetail/properties/price/maximum", OpenMarketLimits.maxPrice),
        LimitTie("/components/schemas/ProductDetail/properties/bargain_price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductDetail/properties/discounted_price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductDetail/properties/stock/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductDetail/properties/images/minItems", InherentBound.nonEmptyList),
        LimitTie("/components/schemas/ProductDetail/properties/images/maxItems", OpenMarketLimits.maxImages),
        LimitTie("/components/schemas/PageLate/properties/pageNo/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/PageLate/properties/itemsPerPage/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/PageLate/properties/itemsPerPage/maximum", OpenMarketLimits.maxItemsPerPage),
        LimitTie("/components/schemas/PageLate/properties/totalCount/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/PageLate/properties/offset/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/PageLate/properties/limit/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/PageLate/properties/pages/maxItems", OpenMarketLimits.maxItemsPerPage),
        LimitTie("/components/schemas/PageLate/properties/lastPage/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/PageEarly/properties/page_no/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/PageEarly/properties/items_per_page/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/PageEarly/properties/items_per_page/maximum", OpenMarketLimits.maxItemsPerPage),
        LimitTie("/components/schemas/PageEarly/properties/total_count/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/PageEarly/properties/offset/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/PageEarly/properties/limit/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/PageEarly/properties/pages/maxItems", OpenMarketLimits.maxItemsPerPage),
        LimitTie("/components/schemas/PageEarly/properties/last_page/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/NewProductForm/properties/images/minItems", InherentBound.nonEmptyList),
        LimitTie("/components/schemas/NewProductForm/properties/images/maxItems", OpenMarketLimits.maxImages),
        LimitTie("/components/schemas/ProductParams/properties/name/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/ProductParams/properties/name/maxLength", ItemFormField.title.maxLength),
        LimitTie(
            "/components/schemas/ProductParams/properties/description/maxLength", ItemFormField.descriptions.maxLength),
        LimitTie(
            "/components/schemas/ProductParams/properties/descriptions/maxLength", ItemFormField.descriptions.maxLength),
        LimitTie("/components/schemas/ProductParams/properties/price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductParams/properties/price/maximum", OpenMarketLimits.maxPrice),
        LimitTie("/components/schemas/ProductParams/properties/discounted_price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductParams/properties/discountedPrice/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductParams/properties/stock/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductParams/properties/secret/minLength", InherentBound.nonEmptyText),
        LimitTie(
            "/components/schemas/ProductParams/properties/secret/maxLength", OpenMarketLimits.maxVendorSecretLength),
        LimitTie("/components/schemas/ProductChanges/properties/secret/minLength", InherentBound.nonEmptyText),
        LimitTie(
            "/components/schemas/ProductChanges/properties/secret/maxLength", OpenMarketLimits.maxVendorSecretLength),
        LimitTie("/components/schemas/ProductChanges/properties/name/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/ProductChanges/properties/name/maxLength", ItemFormField.title.maxLength),
        LimitTie(
            "/components/schemas/ProductChanges/properties/description/maxLength", ItemFormField.descriptions.maxLength),
        LimitTie(
            "/components/schemas/ProductChanges/properties/descriptions/maxLength", ItemFormField.descriptions.maxLength
        ),
        LimitTie("/components/schemas/ProductChanges/properties/price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductChanges/properties/price/maximum", OpenMarketLimits.maxPrice),
        LimitTie("/components/schemas/ProductChanges/properties/discounted_price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductChanges/properties/discountedPrice/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ProductChanges/properties/stock/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/SecretRequest/properties/secret/minLength", InherentBound.nonEmptyText),
        LimitTie(
            "/components/schemas/SecretRequest/properties/secret/maxLength", OpenMarketLimits.maxVendorSecretLength),
        LimitTie(
            "/components/responses/TooManyAttempts/headers/Retry-After/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/components/responses/Unavailable/headers/Retry-After/schema/minimum", InherentBound.countedFromOne),
    ]
}
