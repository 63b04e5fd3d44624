import Foundation
import ToDoKit

/// The WebDAV and CalDAV properties of each kind of resource, by namespace and name, written as XML.
enum CalDAVProperties {
    typealias Name = CalDAVRequest.PropertyName
    typealias Property = DAVMultistatus.Property

    private static let d = DAVElement.dav
    private static let c = DAVElement.calDAV
    private static let cs = DAVElement.calendarServer

    static func href(_ path: String) -> String { "<d:href>\(DAVMultistatus.escaped(path))</d:href>" }

    /// What every resource of `account` says of who is asking; `privileges` are what may be done to
    /// it: lists take and give up to-dos, nothing makes or removes lists.
    private static func common(_ account: UUID, privileges: [String] = ["read", "read-current-user-privilege-set"])
        -> [Property]
    {
        [
            Property(d, "current-user-principal", xml: href(CalDAVPath.principalPath(account))),
            Property(d, "owner", xml: href(CalDAVPath.principalPath(account))),
            Property(
                d, "current-user-privilege-set",
                xml: privileges.map { "<d:privilege><d:\($0)/></d:privilege>" }.joined()),
        ]
    }

    static func root(_ account: UUID) -> [Property] {
        common(account) + [
            Property(d, "resourcetype", xml: "<d:collection/>"),
            Property(c, "calendar-home-set", xml: href(CalDAVPath.homePath(account))),
            Property(d, "principal-URL", xml: href(CalDAVPath.principalPath(account))),
        ]
    }

    static func principal(_ account: UUID, name: String, username: String) -> [Property] {
        var properties =
            common(account) + [
                Property(d, "resourcetype", xml: "<d:principal/>"),
                Property(d, "displayname", text: name),
                Property(d, "principal-URL", xml: href(CalDAVPath.principalPath(account))),
                Property(c, "calendar-home-set", xml: href(CalDAVPath.homePath(account))),
            ]
        let address = username.contains("@") ? "mailto:\(username)" : "urn:uuid:\(account.uuidString.lowercased())"
        properties.append(Property(c, "calendar-user-address-set", xml: href(address)))
        return properties
    }

    static func home(_ account: UUID, name: String) -> [Property] {
        common(account) + [
            Property(d, "resourcetype", xml: "<d:collection/>"),
            Property(d, "displayname", text: "\(name)’s to-do lists"),
        ]
    }

    static func collection(_ name: String, in listing: CalDAVListing) -> [Property] {
        let set = (listing.appearance[CalDAVListAppearance.key(name)] ?? [:]).map { name, value in
            Property(name.namespace, name.name, text: value)
        }
        return common(
            listing.account,
            privileges: [
                "read", "write", "write-properties", "write-content", "bind", "unbind",
                "read-current-user-privilege-set",
            ]
        ) + [
            Property(d, "resourcetype", xml: "<d:collection/><c:calendar/>"),
            Property(d, "displayname", text: name),
            Property(c, "calendar-description", text: "Your to-do list “\(name)”"),
            Property(c, "supported-calendar-component-set", xml: "<c:comp name=\"VTODO\"/>"),
            Property(
                c, "supported-calendar-data", xml: "<c:calendar-data content-type=\"text/calendar\" version=\"2.0\"/>"),
            Property(c, "max-resource-size", text: String(CalDAVController.maxObjectBytes)),
            Property(cs, "getctag", text: listing.ctag),
            Property(d, "sync-token", text: listing.syncToken),
            Property(
                d, "supported-report-set",
                xml: ["<c:calendar-query/>", "<c:calendar-multiget/>", "<d:sync-collection/>"]
                    .map { "<d:supported-report><d:report>\($0)</d:report></d:supported-report>" }.joined()),
        ] + set
    }

    /// An object's properties; its text too when `withData`.
    static func object(text: String, withData: Bool) -> [Property] {
        var properties = [
            Property(d, "resourcetype", xml: ""),
            Property(d, "getetag", text: CalDAVListing.etag(text)),
            Property(d, "getcontenttype", text: "text/calendar; charset=utf-8; component=VTODO"),
            Property(d, "getcontentlength", text: String(text.utf8.count)),
        ]
        if withData { properties.append(Property(c, "calendar-data", text: text)) }
        return properties
    }

    /// `available` cut to what `asked` names, with the names of those missing; all of them, but
    /// `calendar-data`, for `allprop`.
    static func answer(_ available: [Property], asked: [Name]?) -> (found: [Property], missing: [(String, String)]) {
        guard let asked else { return (available.filter { $0.name != "calendar-data" }, []) }
        var found: [Property] = []
        var missing: [(String, String)] = []
        for name in asked {
            if let property = available.first(where: { $0.namespace == name.namespace && $0.name == name.name }) {
                found.append(property)
            } else {
                missing.append((name.namespace, name.name))
            }
        }
        return (found, missing)
    }
}
