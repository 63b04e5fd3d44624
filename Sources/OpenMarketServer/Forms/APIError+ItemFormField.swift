import OpenMarketAPI
import ServerHTTP

extension APIError {
    /// 400 for a rule about the item form's `field`: the 2021 error body names the field, so the
    /// market's form marks it without reading the sentence.
    static func badRequest(_ reason: String, about field: ItemFormField) -> APIError {
        .badRequest(reason, field: field.rawValue)
    }
}
