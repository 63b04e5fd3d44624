import Foundation
import Hummingbird
import Imaging
import Logging
import OpenMarketAPI
import ServerHTTP
import WebPages

/// A signed-in person selling on the market's pages: registering a product (`/market/new`, then
/// `POST /market/items`), editing and deleting their own without any password, marking it reserved
/// for a buyer or sold, and their profile (`/market/sellers/{id}`), which every product links to.
/// The register and edit forms send multipart — from the page's script, after making the photos
/// smaller, or as a plain form without it.
struct SellerPagesController: Sendable {
    let people: MarketPeople
    let photos: PhotoUploads

    /// The profiles on `router`, open to all; the seller's forms on `signedIn`, behind `RequireSignIn`.
    func addRoutes(to router: RouterGroup<OpenMarketRequestContext>, signedIn: RouterGroup<OpenMarketRequestContext>) {
        router.get("/market/sellers/{id}") { request, context in try await profile(request, context) }
        signedIn.get("/market/new") { request, context in try await newForm(request, context) }
        signedIn.post("/market/items") { request, context in try await register(request, context) }
        signedIn.post("/market/items/{id}") { request, context in try await update(request, context) }
        signedIn.post("/market/items/{id}/delete") { request, context in try await delete(request, context) }
        signedIn.post("/market/items/{id}/status") { request, context in try await status(request, context) }
    }

    private func newForm(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        try people.library.page(
            "market-new", MarketFormView(registeringFor: try await people.viewer(request, context)))
    }

    /// The edit form of a product `user` sells.
    func editForm(_ item: ItemRecord, _ request: Request, _ context: OpenMarketRequestContext) async throws -> Response
    {
        try people.library.page(
            "market-edit",
            MarketFormView(editing: item, viewer: try await people.viewer(request, context), sellerEdits: true))
    }

    private func register(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let form = try await checkedForm(request)
        let (fields, category) = try SellerFormRules.newItem(form)
        try ItemFormRules.checkImageCount(form, required: true)
        guard let person = try await people.people.person(user.id), person.isActive else {
            throw APIError(.forbidden, "Your account is closed; it cannot sell.")
        }
        let seller = try await people.vendors.seller(person, now: people.now().timeIntervalSince1970)
        let images = try await photos.process(form.images)
        let item = try await people.items.create(
            NewItem(
                fields: fields, passwordHash: nil, vendorID: seller.id,
                registrationDate: people.now().timeIntervalSince1970, images: images, category: category))
        context.logger.info("Seller \(seller.id) registered product \(item.id) on the web")
        return try Self.done(request, item: item.id, notice: "registered")
    }

    private func update(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let id = try context.pathID()
        let item = try await people.ownItem(id, of: user)
        let form = try await checkedForm(request)
        var changes = try SellerFormRules.changes(form, to: item)
        try ItemFormRules.checkImageCount(form, required: false)
        let order = try ItemFormRules.imageOrder(form, for: item)
        let uploads = form.images.isEmpty ? [] : try await photos.process(form.images)
        changes.images = ImageChange.arranged(order, uploads: uploads, of: item)
        guard try await people.items.update(id: id, with: changes) != nil else { throw APIError.notFound }
        context.logger.info("Seller edited product \(id) on the web")
        return try Self.done(request, item: id, notice: "saved")
    }

    private func delete(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        _ = try await people.form(request)
        let id = try context.pathID()
        _ = try await people.ownItem(id, of: user)
        _ = try await people.items.delete(id: id)
        context.logger.info("Seller deleted product \(id) on the web")
        return HTMLPage.redirect(to: "/market?deleted=1")
    }

    /// On sale again, reserved for the buyer of one of its conversations, or sold.
    private func status(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        let user = try context.person()
        let form = try await people.form(request)
        let id = try context.pathID()
        guard let status = form["status"].flatMap(MarketItemStatus.init(rawValue:)) else {
            throw APIError.badRequest("status must be available, reserved or sold.", field: "status")
        }
        _ = try await people.mark(id, status, conversation: form["conversation"].flatMap(Int.init), by: user)
        context.logger.info("Seller marked product \(id) \(status.rawValue)")
        return HTMLPage.redirect(to: "/market/items/\(id)?notice=\(status.rawValue)")
    }

    private func profile(_ request: Request, _ context: OpenMarketRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id", as: Int.self), id > 0,
            let vendor = try await people.vendors.vendor(id: id)
        else { throw APIError(.notFound, "There is no such seller.") }
        let locale = ReaderLocale.of(request)
        var onSale = ItemFilter.pages(MarketQuery(seller: .vendor(id)))
        onSale.statuses = [.available, .reserved]
        var sold = ItemFilter.pages(MarketQuery(seller: .vendor(id)))
        sold.statuses = [.sold]
        async let onSaleRecords = people.items.page(1, size: ItemPage.size, filter: onSale)
        async let onSaleCount = people.items.count(onSale)
        async let soldRecords = people.items.page(1, size: ItemPage.size, filter: sold)
        async let soldCount = people.items.count(sold)
        var person: WebPerson? = nil
        var answerTimes: [Double] = []
        if let account = vendor.accountID {
            person = try await people.people.person(account)
            answerTimes = try await people.conversations.answerTimes(of: account)
        }
        let view = SellerProfileView(
            vendor: vendor, person: person, onSale: try await onSaleRecords, onSaleCount: try await onSaleCount,
            sold: try await soldRecords, soldCount: try await soldCount, answerTimes: answerTimes,
            locale: locale, viewer: try await people.viewer(request, context))
        return try people.library.page("market-seller", view)
    }

    /// The multipart form of a seller's page, checked to come from this site with the page's token.
    private func checkedForm(_ request: Request) async throws -> ItemForm {
        let form = try ItemForm(
            body: try await RequestBodies.collectForm(request, maxDimension: photos.pipeline.maxDimension),
            contentType: request.headers[.contentType])
        guard let session = BrowserSession.webApps.token(of: request),
            FormProtection.accepts(
                request, token: form.fields[FormProtection.fieldName],
                expected: FormProtection.token(forSession: session), publicURL: people.publicURL)
        else {
            throw APIError(
                .forbidden, "This form expired or came from another site; nothing was saved. Open the page again.")
        }
        return form
    }

    /// The answer to a form that worked: the product's address for the page's script, which goes
    /// there; the product's page itself for a plain form.
    private static func done(_ request: Request, item id: Int, notice: String) throws -> Response {
        let path = "/market/items/\(id)?notice=\(notice)"
        if request.headers[.accept]?.contains("application/json") == true {
            return try JSONAnswer.response(
                Saved(id: id, location: path), status: notice == "registered" ? .created : .ok)
        }
        return HTMLPage.redirect(to: path)
    }

}

/// What a seller's form answers its script: the product's number and page.
private struct Saved: Encodable {
    let id: Int
    let location: String
}
