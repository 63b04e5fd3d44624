import Foundation
import Hummingbird
import MyBizAPI
import ServerHTTP
import WebPages

/// The catalogue at `/app/catalogue`, for administrators only: the products orders may name, added,
/// changed and retired through `CatalogueDesk`.
struct CataloguePages: Sendable {
    let screens: AppScreens
    let company: any CompanyRepository
    let catalogue: CatalogueDesk
    /// The currency of the prices.
    let currency: CatalogueCurrency

    /// The page and its forms, behind the administrators' middleware.
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        let cataloguing = app.administrators(refusing: CatalogueDesk.forbidden)
        cataloguing.get("/catalogue") { request, context in
            let notice = AppScreens.notice(
                request,
                [
                    "added": "The product is in the catalogue.", "saved": "Your changes are saved.",
                    "retired": "The product is retired.",
                ])
            let frame = try screens.frame(nil, request, context)
            return try await screens.renderedPages.page(frame.pageKey("app-catalogue", notice ?? "")) {
                try screens.library.answer("app-catalogue", try await view(notice: notice, frame))
                    .notKept(if: notice != nil)
            }
        }
        cataloguing.post("/catalogue") { request, context in
            let fields = try await screens.form(request)
            do {
                _ = try await catalogue.add(Self.draft(fields), by: try context.account())
            } catch let problem as RuleProblem {
                return try await page(
                    problem, newName: fields["name"] ?? "", newPrice: fields["unit-price"] ?? "", request, context)
            }
            return HTMLPage.redirect(to: "/app/catalogue?notice=added")
        }
        cataloguing.post("/catalogue/{id}") { request, context in
            let fields = try await screens.form(request)
            do {
                _ = try await catalogue.replace(
                    try AppScreens.id(context), with: Self.draft(fields), by: try context.account())
            } catch let problem as RuleProblem {
                return try await page(problem, request, context)
            }
            return HTMLPage.redirect(to: "/app/catalogue?notice=saved")
        }
        cataloguing.post("/catalogue/{id}/retire") { request, context in
            _ = try await screens.form(request)
            try await catalogue.retire(try AppScreens.id(context), by: try context.account())
            return HTMLPage.redirect(to: "/app/catalogue?notice=retired")
        }
    }

    /// The product a form describes; a price that is no number breaks the price's rule.
    private static func draft(_ fields: FormFields) -> ProductDraft {
        ProductDraft(name: fields["name"] ?? "", unitPrice: Double(fields["unit-price"] ?? "") ?? .nan)
    }

    /// The page again, saying what `problem` is; a new product's fields as they were sent.
    private func page(
        _ problem: RuleProblem, newName: String = "", newPrice: String = "", _ request: Request,
        _ context: MyBizRequestContext
    ) async throws -> Response {
        let view = try await view(
            error: problem.pageSentence, newName: newName, newPrice: newPrice, try screens.frame(nil, request, context))
        return try screens.library.page("app-catalogue", view, status: .badRequest)
    }

    private func view(
        notice: String? = nil, error: String? = nil, newName: String = "", newPrice: String = "", _ frame: AppFrame
    ) async throws -> CatalogueView {
        CatalogueView(
            frame: frame, products: try await company.products().map(CatalogueView.Row.init),
            currency: currency.code, notice: notice, error: error, newName: newName, newPrice: newPrice)
    }
}
