import Foundation
import Hummingbird
import ImageFormats
import Imaging
import Logging
import NIOCore
import NIOFoundationCompat
import NIOPosix
import OpenMarketAPI
import ServerHTTP
import ServerSecurity

/// The Open Market API, as existing apps speak it: items page by page, one item, register, edit,
/// delete, and the images.
struct OpenMarketController<Repository: ItemRepository>: Sendable {
    let repository: Repository
    let passwords: any PasswordHasher
    let limiter: AttemptLimiter
    /// Which client a request came from, for the attempt limits.
    let clients: ClientAddress
    let photos: PhotoUploads
    let links: ImageLinks
    let cache: VersionedAnswerCache

    func addRoutes(to router: RouterGroup<OpenMarketRequestContext>) {
        router.get(RouterPath(OpenMarketPath.pagePattern)) { request, context in try await page(request, context) }
        router.get(RouterPath(OpenMarketPath.itemPattern)) { request, context in try await show(request, context) }
        // Also answers `/item/`, as apps send it.
        router.post(RouterPath(OpenMarketPath.register)) { request, context in try await register(request, context) }
        router.patch(RouterPath(OpenMarketPath.itemPattern)) { request, context in try await edit(request, context) }
        router.delete(RouterPath(OpenMarketPath.itemPattern)) { request, context in try await delete(request, context) }
        router.get(RouterPath(OpenMarketPath.imagePattern)) { request, context in
            try await image(request, context, .full)
        }
        router.get(RouterPath(OpenMarketPath.thumbnailPattern)) { request, context in
            try await image(request, context, .thumbnail)
        }
    }

    private func page(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let text = context.parameters.get("page") ?? ""
        guard let number = Int(text), number >= 1 else {
            throw APIError.badRequest("page must be a whole number ≥ 1, not “\(text)”.")
        }
        let query = try MarketQuery(request, names: .api2021)
        let base = links.base(for: request)
        let answer = try await cache.answer(for: "page \(number) \(base) \(query.cacheKey)") { [repository] in
            let records = try await repository.page(number, size: ItemPage.size, filter: .api2021(query))
            let page = ItemPage(page: number, items: records.map { $0.summary(linkingFrom: base) })
            return .json(try JSONAnswer.encode(page))
        }
        return JSONAnswer.response(answer.body)
    }

    private func show(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let id = try itemID(context)
        let base = links.base(for: request)
        let answer = try await cache.answer(for: "item \(id) \(base)") { [repository] in
            guard let item = try await repository.item(id: id) else { throw APIError.notFound }
            try Self.checkShowable(item)
            return .json(try JSONAnswer.encode(item.detail(linkingFrom: base)))
        }
        return JSONAnswer.response(answer.body)
    }

    private func register(_ request: Request, _ context: OpenMarketRequestContext) async throws -> ItemDetail {
        // Counted before the body is read, so an address past its limit sends no photos; given back
        // when nothing is stored.
        let counted: AttemptLimiter.Attempt
        do {
            counted = try await limiter.newItem(from: clients.of(request, context: context))
        } catch let refused as AttemptLimiter.Refused {
            throw APIError(
                .tooManyRequests,
                "This address has registered as many products as it may for now; try again in \(refused.minutes) minute(s).",
                retryAfter: refused.retryAfter)
        }
        do {
            return try await store(request, context)
        } catch {
            try? await limiter.giveBack(counted)
            throw error
        }
    }

    /// Reads, checks and stores a new product.
    private func store(_ request: Request, _ context: OpenMarketRequestContext) async throws -> ItemDetail {
        let form = try ItemForm(
            body: try await RequestBodies.collectForm(request, maxDimension: photos.pipeline.maxDimension),
            contentType: request.headers[.contentType])
        let (fields, password) = try ItemFormRules.newItem(form)
        try ItemFormRules.checkImageCount(form, required: true)
        // bcrypt takes a core while the photos take the others: neither waits for the other.
        async let passwordHash = passwords.hash(password)
        let images = try await photos.process(form.images)
        let item = try await repository.create(
            NewItem(
                fields: fields, passwordHash: try await passwordHash,
                registrationDate: Date().timeIntervalSince1970, images: images))
        context.logger.info("Registered item \(item.id) with \(images.count) image(s)")
        return item.detail(linkingFrom: links.base(for: request))
    }

    /// A PATCH with only the right password changes nothing and answers the item: clients use it to
    /// check a password before they open their edit screen.
    private func edit(_ request: Request, _ context: OpenMarketRequestContext) async throws -> ItemDetail {
        let id = try itemID(context)
        let form = try ItemForm(
            body: try await RequestBodies.collectForm(request, maxDimension: photos.pipeline.maxDimension),
            contentType: request.headers[.contentType])
        let item = try await authorize(
            id: id, password: try ItemFormRules.password(in: form), client: clients.of(request, context: context))
        var changes = try ItemFormRules.changes(form, to: item)
        try ItemFormRules.checkImageCount(form, required: false)
        let order = try ItemFormRules.imageOrder(form, for: item)
        let uploads = form.images.isEmpty ? [] : try await photos.process(form.images)
        changes.images = ImageChange.arranged(order, uploads: uploads, of: item)
        guard !changes.isEmpty else { return item.detail(linkingFrom: links.base(for: request)) }
        guard let updated = try await repository.update(id: id, with: changes) else { throw APIError.notFound }
        context.logger.info("Edited item \(id)")
        return updated.detail(linkingFrom: links.base(for: request))
    }

    private func delete(_ request: Request, _ context: OpenMarketRequestContext) async throws -> ItemDetail {
        let id = try itemID(context)
        let body = try await RequestBodies.collect(
            request, upTo: 65_536, tooLarge: "A delete request's body must be a small JSON object with the password.")
        guard let password = try? JSONDecoder().decode(DeleteItemRequest.self, from: Data(buffer: body)).password,
            !password.isEmpty
        else {
            throw APIError.badRequest(#"The body must be JSON with the item's password: {"password": "…"}."#)
        }
        _ = try await authorize(id: id, password: password, client: clients.of(request, context: context))
        guard let deleted = try await repository.delete(id: id) else { throw APIError.notFound }
        context.logger.info("Deleted item \(id)")
        return deleted.detail(linkingFrom: links.base(for: request))
    }

    /// Images never change under their URL: cache them for a year, and answer 304 to a client that
    /// has one already.
    private func image(_ request: Request, _ context: OpenMarketRequestContext, _ variant: ImageVariant) async throws
        -> Response
    {
        guard let name = context.parameters.get("name"), Self.isImageName(name) else { throw APIError.notFound }
        let file = try await cache.answer(for: "\(variant) \(name)") { [repository] in
            guard let file = try await repository.imageFile(named: name, variant: variant) else {
                throw APIError.notFound
            }
            return .init(mediaType: file.mediaType, body: ByteBuffer(data: file.data))
        }
        let etag = "\"\(name)\""
        var headers: HTTPFields = [
            .contentType: file.mediaType, .eTag: etag, .cacheControl: "public, max-age=31536000, immutable",
        ]
        if let tags = request.headers[.ifNoneMatch], Self.matches(tags, etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentLength] = "\(file.body.readableBytes)"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: file.body))
    }

    /// Whether `name` could be one the server gave (`<uuid>.jpg`, `<uuid>-thumbnail.png`): anything
    /// else is not looked up at all.
    static func isImageName(_ name: String) -> Bool {
        (1...100).contains(name.utf8.count)
            && name.utf8.allSatisfy {
                (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x2E
            }
    }

    /// Whether an If-None-Match list names `etag` (weak comparison, as RFC 9110 asks) or is `*`.
    static func matches(_ header: String, _ etag: String) -> Bool {
        header.split(separator: ",").contains { tag in
            let trimmed = tag.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || (trimmed.hasPrefix("W/") ? String(trimmed.dropFirst(2)) : trimmed) == etag
        }
    }

    /// A 404 naming the reason when the 2021 API cannot show `item`: its prices have cents, and the
    /// API's prices are whole numbers.
    private static func checkShowable(_ item: ItemRecord) throws(APIError) {
        guard item.fields.hasWholePrices else {
            throw APIError(
                .notFound,
                "Item \(item.id) has a price with cents, which this API's whole-number prices cannot show; read it at /api/products/\(item.id)."
            )
        }
    }

    private func itemID(_ context: OpenMarketRequestContext) throws(APIError) -> Int {
        guard let id = context.parameters.get("id", as: Int.self), id >= 1 else {
            throw .badRequest("The item id must be a whole number ≥ 1, not “\(context.parameters.get("id") ?? "")”.")
        }
        return id
    }

    /// The item, when `password` is its password; 404 otherwise (unknown item or wrong password, which
    /// the API does not tell apart), 429 with `Retry-After` past the attempt limits. The guess is
    /// counted before anything is looked up; a right password under an older kind of hash is hashed anew.
    private func authorize(id: Int, password: String, client: String) async throws -> ItemRecord {
        let attempt: AttemptLimiter.Attempt
        do {
            attempt = try await limiter.begin("item:\(id)", from: client)
        } catch let refused as AttemptLimiter.Refused {
            let reason =
                switch refused.scope {
                case .subject:
                    "Too many wrong passwords for item \(id); try again in \(refused.minutes) minute(s)."
                case .client:
                    "Too many wrong passwords from your address; try again in \(refused.minutes) minute(s)."
                }
            throw APIError(.tooManyRequests, reason, retryAfter: refused.retryAfter)
        }
        guard let item = try await repository.item(id: id) else {
            throw APIError(.notFound, "No item \(id) with that password.")
        }
        try Self.checkShowable(item)
        guard let hash = item.passwordHash else {
            throw APIError(
                .notFound,
                "Item \(id) was registered by a vendor through /api/products; change it there with the vendor's secret."
            )
        }
        let check = try await passwords.verify(password, against: hash)
        guard check.isRight else { throw APIError(.notFound, "No item \(id) with that password.") }
        try await limiter.succeeded(attempt)
        if check == .rightWithOutdatedHash {
            try await repository.updatePasswordHash(try await passwords.hash(password), of: id)
        }
        return item
    }
}
