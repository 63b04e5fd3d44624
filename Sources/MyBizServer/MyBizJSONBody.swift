import Foundation
import Hummingbird
import MyBizAPI
import ServerHTTP

/// Request bodies in the MyBiz dialect of JSON (`MyBizJSON`): dates with or without fractions, a
/// size limit, no NUL, and a sentence naming the field that does not fit. (Answers are encoded by
/// `MyBizRequestContext`.)
enum MyBizJSONBody {
    /// The reader of every MyBiz request body.
    private static let reader = JSONRequestBody(decoder: MyBizJSON.decoder())

    /// The request's body decoded as `T`; a 400 naming the field when it does not fit, 413 when it
    /// is larger than `limit` bytes.
    static func decode<T: Decodable>(
        _ type: T.Type, from request: Request, context: some RequestContext, limit: Int = JSONRequestBody.defaultLimit
    ) async throws -> T {
        try await reader.decode(type, from: request, limit: limit)
    }
}
