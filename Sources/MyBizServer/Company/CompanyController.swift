import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerHTTP
import WebPages

/// What every logged-in person reads: announcements, employees, events and products.
struct CompanyController: Sendable {
    let company: any CompanyRepository
    /// Where the lists are kept encoded.
    let lists: ListAnswers
    /// Where administrators change the announcements.
    let desk: AnnouncementDesk
    /// Where administrators change the calendar.
    let events: EventDesk
    /// Where administrators change who is in the company.
    let people: EmployeeDesk
    /// Where administrators keep the catalogue.
    let catalogue: CatalogueDesk

    /// The four lists, and their changes for administrators only: `api` must be behind a login.
    func addRoutes(to api: RouterGroup<MyBizRequestContext>) {
        let announcing = api.administrators(refusing: AnnouncementDesk.forbidden)
        let staffing = api.administrators(refusing: EmployeeDesk.forbidden)
        let scheduling = api.administrators(refusing: EventDesk.forbidden)
        let cataloguing = api.administrators(refusing: CatalogueDesk.forbidden)
        api.get(RouterPath(MyBizPath.announcements)) { _, _ in
            try await lists.response("announcements") { try await company.announcements() }
        }
        announcing.post(RouterPath(MyBizPath.announcements)) { request, context in
            let draft = try await MyBizJSONBody.decode(AnnouncementDraft.self, from: request, context: context)
            let posted = try await desk.post(draft, by: try context.account())
            context.logger.info("An administrator posted announcement \(posted.id)")
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(posted), status: .created)
        }
        announcing.put(RouterPath(MyBizPath.announcementPattern)) { request, context in
            let id = try Self.announcementID(context)
            let draft = try await MyBizJSONBody.decode(AnnouncementDraft.self, from: request, context: context)
            return try await desk.replace(id, with: draft, by: try context.account())
        }
        announcing.delete(RouterPath(MyBizPath.announcementPattern)) { _, context in
            try await desk.remove(try Self.announcementID(context), by: try context.account())
            return HTTPResponse.Status.noContent
        }
        api.get(RouterPath(MyBizPath.employees)) { _, _ in
            try await lists.response("employees") { try await company.employees() }
        }
        staffing.post(RouterPath(MyBizPath.employees)) { request, context in
            let draft = try await MyBizJSONBody.decode(EmployeeDraft.self, from: request, context: context)
            let added = try await people.add(draft, by: try context.account())
            context.logger.info("An administrator added employee \(added.id)")
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(added), status: .created)
        }
        staffing.put(RouterPath(MyBizPath.employeePattern)) { request, context in
            let id = try Self.id(context, of: "employee")
            let draft = try await MyBizJSONBody.decode(EmployeeDraft.self, from: request, context: context)
            return try await people.replace(id, with: draft, by: try context.account())
        }
        staffing.put(RouterPath(MyBizPath.employeeAccountPattern)) { request, context in
            let id = try Self.id(context, of: "employee")
            let link = try await MyBizJSONBody.decode(EmployeeAccount.self, from: request, context: context)
            return try await people.link(id, link, by: try context.account())
        }
        staffing.delete(RouterPath(MyBizPath.employeePattern)) { _, context in
            try await people.remove(try Self.id(context, of: "employee"), by: try context.account())
            return HTTPResponse.Status.noContent
        }
        api.get(RouterPath(MyBizPath.eventResponsesPattern)) { _, context in
            let answers = try await events.responses(to: try Self.id(context, of: "event"))
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(answers))
        }
        api.put(RouterPath(MyBizPath.eventResponsePattern)) { request, context in
            let change = try await MyBizJSONBody.decode(EventResponseChange.self, from: request, context: context)
            let answers = try await events.answer(
                change.answer, to: try Self.id(context, of: "event"), by: try context.account())
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(answers))
        }
        api.delete(RouterPath(MyBizPath.eventResponsePattern)) { _, context in
            try await events.withdraw(from: try Self.id(context, of: "event"), by: try context.account())
            return HTTPResponse.Status.noContent
        }
        api.get(RouterPath(MyBizPath.events)) { _, _ in
            try await lists.response("events") { try await company.events() }
        }
        scheduling.post(RouterPath(MyBizPath.events)) { request, context in
            let draft = try await MyBizJSONBody.decode(EventDraft.self, from: request, context: context)
            let added = try await events.add(draft, by: try context.account())
            context.logger.info("An administrator added event \(added.id)")
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(added), status: .created)
        }
        scheduling.put(RouterPath(MyBizPath.eventPattern)) { request, context in
            let id = try Self.id(context, of: "event")
            let draft = try await MyBizJSONBody.decode(EventDraft.self, from: request, context: context)
            return try await events.replace(id, with: draft, by: try context.account())
        }
        scheduling.delete(RouterPath(MyBizPath.eventPattern)) { _, context in
            try await events.remove(try Self.id(context, of: "event"), by: try context.account())
            return HTTPResponse.Status.noContent
        }
        api.get(RouterPath(MyBizPath.products)) { _, _ in
            try await lists.response("products") { try await company.products() }
        }
        cataloguing.post(RouterPath(MyBizPath.catalogue)) { request, context in
            let draft = try await MyBizJSONBody.decode(ProductDraft.self, from: request, context: context)
            let added = try await catalogue.add(draft, by: try context.account())
            context.logger.info("An administrator added product \(added.id)")
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(added), status: .created)
        }
        cataloguing.put(RouterPath(MyBizPath.cataloguePattern)) { request, context in
            let id = try Self.id(context, of: "product")
            let draft = try await MyBizJSONBody.decode(ProductDraft.self, from: request, context: context)
            let changed = try await catalogue.replace(id, with: draft, by: try context.account())
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(changed))
        }
        cataloguing.delete(RouterPath(MyBizPath.cataloguePattern)) { _, context in
            try await catalogue.retire(try Self.id(context, of: "product"), by: try context.account())
            return HTTPResponse.Status.noContent
        }
    }

    private static func announcementID(_ context: MyBizRequestContext) throws -> UUID {
        try id(context, of: "announcement")
    }

    /// The id in the path, of a `thing` ("an announcement", "an event").
    private static func id(_ context: MyBizRequestContext, of thing: String) throws -> UUID {
        guard let id = context.parameters.get("id", as: UUID.self) else {
            let article = thing.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            throw APIError.badRequest("“\(context.parameters.get("id") ?? "")” is not \(article) \(thing) id.")
        }
        return id
    }
}
