import Foundation
import HTTPTypes
import Hummingbird
import Imaging
import Logging
import NIOCore
import NIOFoundationCompat
import OpenMarketAPI
import ServerHTTP

/// The 2022 Open Market API, as its apps speak it, on the same catalogue as the 2021 API: products
/// page by page, one product, register, edit, and both delete flows. Its routes answer under `/early`
/// and `/late`, one per profile; `MarketProfileResponder` sends the root's to the default profile's.
struct ProductsController<Repository: ItemRepository, Vendors: VendorRepository>: Sendable {
    let repository: Repository
    let gate: VendorGate<Vendors>
    /// Which client a request came from, for the attempt limits.
    let clients: ClientAddress
    let photos: PhotoUploads
    let links: ImageLinks
    let cache: VersionedAnswerCache

    /// The most products a page may ask for when a client does not say.
    static var defaultItemsPerPage: Int { 20 }

    func addRoutes(to router: RouterGroup<OpenMarketRequestContext>) {
        for profile in MarketProfile.allCases {
            addRoutes(to: router.group(RouterPath(MarketPath.prefix(profile))), profile: profile)
        }
    }

    private func addRoutes(to group: RouterGroup<OpenMarketRequestContext>, profile: MarketProfile) {
        group.get(RouterPath(MarketPath.health)) { _, _ in Self.health }
        group.get(RouterPath(MarketPath.products)) { request, _ in try await list(request, profile) }
        // Also answers `/api/products/`, as one app sends it.
        group.post(RouterPath(MarketPath.products)) { request, context in
            try await register(request, context, profile)
        }
        group.get(RouterPath(MarketPath.productPattern)) { request, context in
            try await show(request, context, profile)
        }
        group.patch(RouterPath(MarketPath.productPattern)) { request, context in
            try await edit(request, context, profile)
        }
        group.post(RouterPath(MarketPath.secretPattern)) { request, context in
            Self.text(try await productSecret(request, context))
        }
        // A path relative to the API's base, as the 2022 server answered: apps send it as it is, or
        // after their base URL (`/late` + it), or after `/api/products/`.
        group.post(RouterPath(MarketPath.archivedPattern)) { request, context in
            let (id, secret) = (try Self.productID(context), try await productSecret(request, context))
            return Self.text("\(MarketPath.products)/\(DeleteToken(id: id, secret: secret).text)")
        }
        group.delete(RouterPath(MarketPath.deletePattern)) { request, context in
            let token = DeleteToken(id: try Self.productID(context), secret: context.parameters.get("secret") ?? "")
            return try await delete(request, token, profile)
        }
        // The late flow's DELETE, its path built in any of the ways the apps build it: the answer as
        // is (at the root, or after the base URL), `/api/products/` + its last component (the same
        // path), or `/api/products/` + the whole answer (double slashes count as one).
        let tokenRoutes = [MarketPath.productPattern, MarketPath.products + MarketPath.productPattern]
        for pattern in tokenRoutes {
            group.delete(RouterPath(pattern)) { request, context in
                guard let token = DeleteToken(context.parameters.get("id") ?? "") else {
                    throw APIError.badRequest(
                        "Deleting a product takes the path that POST /api/products/{id}/archived answers.")
                }
                return try await delete(request, token, profile)
            }
        }
    }

    private static var health: Response {
        Response(
            status: .ok, headers: [.contentType: JSONAnswer.mediaType],
            body: .init(byteBuffer: ByteBuffer(string: "\"OK\"")))
    }

    private func list(_ request: Request, _ profile: MarketProfile) async throws -> Response {
        let query = request.uri.queryParameters
        let page = try Self.positive(query["page_no"].map(String.init), name: "page_no", default: 1, max: Int.max)
        let size = try Self.positive(
            query["items_per_page"].map(String.init), name: "items_per_page", default: Self.defaultItemsPerPage,
            max: OpenMarketLimits.maxItemsPerPage)
        let search = query["search_value"].map(String.init) ?? ""
        try TextRules.check(search, field: "search_value", maxLength: ItemFormField.title.maxLength)
        let listing = try MarketQuery(request, names: .api2022)
        if let currency = listing.currency, MarketCurrency(rawValue: currency) == nil {
            let currencies = MarketCurrency.allCases.map(\.rawValue).joined(separator: " or ")
            throw APIError.badRequest("currency must be \(currencies), not “\(currency)”.")
        }
        let base = links.base(for: request)
        let key = "v2 page \(profile) \(page) \(size) \(base) \(listing.cacheKey) \(search)"
        let answer = try await cache.answer(for: key) { [repository] in
            let filter = ItemFilter.api2022(search: search, listing)
            let total = try await repository.count(filter)
            let records = try await repository.page(page, size: size, filter: filter)
            let products = records.map { $0.product(linkingFrom: base, detailed: false) }
            let page = MarketProductPage(pageNumber: page, itemsPerPage: size, totalCount: total, products: products)
            // The early server answered a page past the end with 204 and no body.
            if profile == .early, products.isEmpty, page.pageNumber > max(page.lastPage, 1) {
                return VersionedAnswerCache.Answer(mediaType: "", body: ByteBuffer())
            }
            return .json(page.json(in: profile))
        }
        guard !answer.mediaType.isEmpty else { return Response(status: .noContent) }
        return JSONAnswer.response(answer.body)
    }

    private func show(_ request: Request, _ context: OpenMarketRequestContext, _ profile: MarketProfile)
        async throws -> Response
    {
        let id = try Self.productID(context)
        let base = links.base(for: request)
        let answer = try await cache.answer(for: "v2 product \(profile) \(id) \(base)") { [repository] in
            guard let item = try await repository.item(id: id) else {
                throw APIError(.notFound, "No product \(id).")
            }
            try Self.checkShowable(item)
            return .json(item.product(linkingFrom: base, detailed: true).json(in: profile))
        }
        return JSONAnswer.response(answer.body)
    }

    private func register(_ request: Request, _ context: OpenMarketRequestContext, _ profile: MarketProfile)
        async throws -> Response
    {
        let form = try ItemForm(
            body: try await RequestBodies.collectForm(request, maxDimension: photos.pipeline.maxDimension),
            contentType: request.headers[.contentType])
        guard let params = form.fields["params"] else {
            throw APIError.badRequest("The form has no params part: the product as JSON, beside its images.")
        }
        let (fields, secret) = try ProductRules.newProduct(try ProductJSONBody(Data(params.utf8), what: "params"))
        try ItemFormRules.checkImageCount(form, required: true)
        let vendor = try await gate.vendor(
            identifier: request.headers[Self.identifier], secret: secret, client: clients.of(request, context: context))
        let images = try await photos.process(form.images)
        let item = try await repository.create(
            NewItem(
                fields: fields, passwordHash: nil, vendorID: vendor.id, registrationDate: Date().timeIntervalSince1970,
                images: images))
        context.logger.info("Vendor \(vendor.id) registered product \(item.id) with \(images.count) image(s)")
        return answer(item, request, status: .created, profile)
    }

    /// An edit with only the right secret changes nothing and answers the product: apps use it to
    /// check a secret before they open their edit screen.
    private func edit(_ request: Request, _ context: OpenMarketRequestContext, _ profile: MarketProfile)
        async throws -> Response
    {
        let id = try Self.productID(context)
        let body = try await jsonBody(request, what: "An edit's body")
        let item = try await ownedItem(id, request, context, secret: try ProductRules.secret(in: body))
        let changes = try ProductRules.changes(body, to: item)
        // The early server answered an edit 202 Accepted; one app accepts nothing else.
        let status: HTTPResponse.Status = profile == .early ? .accepted : .ok
        guard !changes.isEmpty else { return answer(item, request, status: status, profile) }
        guard let updated = try await repository.update(id: id, with: changes) else {
            throw APIError(.notFound, "No product \(id).")
        }
        context.logger.info("Edited product \(id)")
        return answer(updated, request, status: status, profile)
    }

    /// The first step of either delete flow: the product's delete secret, for its vendor.
    private func productSecret(_ request: Request, _ context: OpenMarketRequestContext) async throws -> String {
        let id = try Self.productID(context)
        let body = try await jsonBody(request, what: "The body")
        _ = try await ownedItem(id, request, context, secret: try ProductRules.secret(in: body))
        guard let secret = try await repository.deleteSecret(of: id, storingIfNone: DeleteToken.newSecret()) else {
            throw APIError(.notFound, "No product \(id).")
        }
        return secret
    }

    /// The second step of either delete flow: the vendor's identifier and the product's delete secret.
    private func delete(_ request: Request, _ token: DeleteToken, _ profile: MarketProfile) async throws -> Response {
        guard let identifier = request.headers[Self.identifier], !identifier.isEmpty else {
            throw APIError.badRequest("The identifier header is required: the vendor's identifier.")
        }
        guard let item = try await repository.item(id: token.id) else {
            throw APIError(.notFound, "No product \(token.id).")
        }
        // Another vendor's product and a wrong delete secret are one answer, so the step tells no one
        // which vendor owns a product.
        guard item.vendor?.identifier == identifier, item.vendor?.isActive == true,
            let secret = item.deleteSecret, DeleteToken.matches(secret, token.secret)
        else {
            throw APIError.badRequest(
                "That is not a delete secret of product \(token.id) for the vendor “\(identifier)”; ask for it with POST /api/products/\(token.id)/secret or /archived."
            )
        }
        guard let deleted = try await repository.delete(id: token.id) else {
            throw APIError(.notFound, "No product \(token.id).")
        }
        return answer(deleted, request, status: .ok, profile)
    }

    /// Product `id`, when the request's vendor may change it.
    private func ownedItem(_ id: Int, _ request: Request, _ context: OpenMarketRequestContext, secret: String)
        async throws -> ItemRecord
    {
        let vendor = try await gate.vendor(
            identifier: request.headers[Self.identifier], secret: secret, client: clients.of(request, context: context))
        guard let item = try await repository.item(id: id) else { throw APIError(.notFound, "No product \(id).") }
        guard let owner = item.vendor else {
            throw APIError(
                .forbidden,
                "Product \(id) was registered through the 2021 API (/item); change it there with its password.")
        }
        guard owner.id == vendor.id else { throw APIError(.forbidden, "Product \(id) belongs to another vendor.") }
        return item
    }

    /// A JSON body, whatever the request's Content-Type says: several apps send none, which makes
    /// their JSON `application/x-www-form-urlencoded`.
    private func jsonBody(_ request: Request, what: String) async throws -> ProductJSONBody {
        let body = try await RequestBodies.collect(
            request, upTo: 1_048_576, tooLarge: "\(what) must be a JSON object of at most 1 MB.")
        return try ProductJSONBody(Data(buffer: body), what: what)
    }

    private func answer(_ item: ItemRecord, _ request: Request, status: HTTPResponse.Status, _ profile: MarketProfile)
        -> Response
    {
        let json = item.product(linkingFrom: links.base(for: request), detailed: true).json(in: profile)
        return JSONAnswer.response(json, status: status)
    }

    /// A 404 naming the reason when the 2022 apps cannot show `item`: they decode only KRW and USD.
    private static func checkShowable(_ item: ItemRecord) throws(APIError) {
        guard MarketCurrency(rawValue: item.fields.currency) != nil else {
            throw APIError(
                .notFound,
                "Product \(item.id) is priced in \(item.fields.currency), which the 2022 apps cannot show; read it at /item/\(item.id)."
            )
        }
    }

    private static var identifier: HTTPField.Name { HTTPField.Name("identifier")! }

    private static func text(_ body: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    private static func productID(_ context: OpenMarketRequestContext) throws(APIError) -> Int {
        guard let id = context.parameters.get("id", as: Int.self), id >= 1 else {
            throw .badRequest("The product id must be a whole number ≥ 1, not “\(context.parameters.get("id") ?? "")”.")
        }
        return id
    }

    /// A query parameter that is a whole number from 1 to `max`, or `fallback` when absent or empty.
    private static func positive(_ text: String?, name: String, default fallback: Int, max: Int) throws(APIError)
        -> Int
    {
        guard let text, !text.isEmpty else { return fallback }
        guard let number = Int(text), (1...max).contains(number) else {
            throw .badRequest("\(name) must be a whole number from 1 to \(max), not “\(text)”.")
        }
        return number
    }
}
