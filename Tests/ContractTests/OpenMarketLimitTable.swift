import OpenMarketAPI
import Testing

/// Every limit of `open-market.yaml`, the 2021 Open Market API, tied to the constant it restates.
enum OpenMarketLimitTable {
    /// The ties, in the document's order.
    static let ties: [LimitTie] = [
        LimitTie("/paths/~1items~1{page}/get/parameters/0/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/paths/~1items~1{page}/get/parameters/1/schema/maxLength", MarketSearch.maxLength),
        LimitTie(
            "/paths/~1api~1market~1conversations~1{id}/get/parameters/0/schema/minimum", InherentBound.nonNegative),
        LimitTie("/components/parameters/ItemID/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/components/parameters/EntryID/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/components/parameters/ConversationID/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/ItemPage/properties/items/maxItems", ItemPage.size),
        LimitTie("/components/schemas/ItemSummary/properties/title/maxLength", ItemFormField.title.maxLength),
        LimitTie("/components/schemas/ItemSummary/properties/price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ItemSummary/properties/currency/maxLength", ItemFormField.currency.maxLength),
        LimitTie("/components/schemas/ItemSummary/properties/stock/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ItemSummary/properties/discounted_price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ItemDetail/properties/title/maxLength", ItemFormField.title.maxLength),
        LimitTie(
            "/components/schemas/ItemDetail/properties/descriptions/maxLength", ItemFormField.descriptions.maxLength),
        LimitTie("/components/schemas/ItemDetail/properties/price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ItemDetail/properties/currency/maxLength", ItemFormField.currency.maxLength),
        LimitTie("/components/schemas/ItemDetail/properties/stock/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ItemDetail/properties/discounted_price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/NewItem/properties/title/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/NewItem/properties/title/maxLength", ItemFormField.title.maxLength),
        LimitTie("/components/schemas/NewItem/properties/descriptions/maxLength", ItemFormField.descriptions.maxLength),
        LimitTie("/components/schemas/NewItem/properties/currency/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/NewItem/properties/currency/maxLength", ItemFormField.currency.maxLength),
        LimitTie("/components/schemas/NewItem/properties/password/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/NewItem/properties/password/maxLength", ItemFormField.password.maxLength),
        LimitTie("/components/schemas/NewItem/properties/images[]/minItems", InherentBound.nonEmptyList),
        LimitTie("/components/schemas/NewItem/properties/images[]/maxItems", OpenMarketLimits.maxImages),
        LimitTie("/components/schemas/ItemChanges/properties/password/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/ItemChanges/properties/password/maxLength", ItemFormField.password.maxLength),
        LimitTie("/components/schemas/ItemChanges/properties/title/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/ItemChanges/properties/title/maxLength", ItemFormField.title.maxLength),
        LimitTie(
            "/components/schemas/ItemChanges/properties/descriptions/maxLength", ItemFormField.descriptions.maxLength),
        LimitTie("/components/schemas/ItemChanges/properties/currency/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/ItemChanges/properties/currency/maxLength", ItemFormField.currency.maxLength),
        LimitTie("/components/schemas/ItemChanges/properties/images[]/minItems", InherentBound.nonEmptyList),
        LimitTie("/components/schemas/ItemChanges/properties/images[]/maxItems", OpenMarketLimits.maxImages),
        LimitTie(
            "/components/schemas/ItemChanges/properties/image_order/maxLength", ItemFormField.imageOrder.maxLength),
        LimitTie("/components/schemas/DeleteRequest/properties/password/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/DeleteRequest/properties/password/maxLength", ItemFormField.password.maxLength),
        LimitTie("/components/schemas/ItemBrief/properties/title/maxLength", ItemFormField.title.maxLength),
        LimitTie("/components/schemas/ItemBrief/properties/price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ItemBrief/properties/discounted_price/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/ItemBrief/properties/currency/maxLength", ItemFormField.currency.maxLength),
        LimitTie("/components/schemas/SavedProduct/properties/title/maxLength", ItemFormField.title.maxLength),
        LimitTie("/components/schemas/SavedProduct/properties/saved_price/minimum", InherentBound.nonNegative),
        LimitTie(
            "/components/schemas/SavedProduct/properties/saved_currency/maxLength", ItemFormField.currency.maxLength),
        LimitTie("/components/schemas/SaveRequest/properties/item_id/minimum", InherentBound.countedFromOne),
        LimitTie("/components/schemas/Conversation/properties/item_title/maxLength", ItemFormField.title.maxLength),
        LimitTie("/components/schemas/Conversation/properties/unread/minimum", InherentBound.nonNegative),
        LimitTie("/components/schemas/MessageRequest/properties/body/minLength", InherentBound.nonEmptyText),
        LimitTie("/components/schemas/MessageRequest/properties/body/maxLength", MarketMessageRules.maxLength),
        LimitTie("/components/schemas/StatusChange/properties/conversation_id/minimum", InherentBound.countedFromOne),
        LimitTie(
            "/components/responses/TooManyAttempts/headers/Retry-After/schema/minimum", InherentBound.countedFromOne),
        LimitTie(
            "/components/responses/TooManyNewItems/headers/Retry-After/schema/minimum", InherentBound.countedFromOne),
        LimitTie("/components/responses/Unavailable/headers/Retry-After/schema/minimum", InherentBound.countedFromOne),
    ]
}
