import Foundation
import Hummingbird
import Money
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
                _ = try await catalogue.add(draft(fields), by: try context.account())
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
                    try AppScreens.id(context), with: draft(fields), by: try context.account())
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

    /// The product a form describes, its price read as `TypedAmount` reads every typed amount: an
    /// ambiguous "12,50" is refused with a sentence, never stored as 1,250. A price that cannot be read
    /// is reported together with the name's problems.
    private func draft(_ fields: FormFields) throws(RuleProblem) -> ProductDraft {
        let name = fields["name"] ?? ""
        switch currency.amount(typed: fields["unit-price"] ?? "", field: "unitPrice") {
        case .success(let price):
            return ProductDraft(name: name, unitPrice: price)
        case .failure(let problem):
            let sentences =
                ProductDraft(name: name, unitPrice: 1).problems.map(\.pageSentence)
                + ["Unit price: \(problem.sentence)"]
            throw RuleProblem("unitPrice", sentences.joined(separator: " "))
        }
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
            frame: frame, products: try await company.products().map { CatalogueView.Row($0, currency: currency) },
            currency: currency.code, notice: notice, error: error, newName: newName, newPrice: newPrice)
    }
}
