import Foundation

/// What a path under `/dav` names: the root, a person's principal, their calendar home, one list's
/// collection of to-dos, or one to-do in it.
enum CalDAVPath: Equatable {
    case root
    case principal(UUID)
    case home(UUID)
    case list(UUID, String)
    case object(UUID, String, String)

    /// The resource `path` names (percent-encoded, as requested); `nil` for none.
    init?(_ path: String) {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map {
            String($0).removingPercentEncoding ?? String($0)
        }
        if parts.first == "dav" { parts.removeFirst() } else if !parts.isEmpty { return nil }
        switch parts.count {
        case 0: self = .root
        case 2 where parts[0] == "principals":
            guard let id = UUID(uuidString: parts[1]) else { return nil }
            self = .principal(id)
        case 2...4 where parts[0] == "calendars":
            guard let id = UUID(uuidString: parts[1]) else { return nil }
            switch parts.count {
            case 2: self = .home(id)
            case 3: self = .list(id, parts[2])
            default: self = .object(id, parts[2], parts[3])
            }
        default: return nil
        }
    }

    /// The account the path belongs to, if any.
    var account: UUID? {
        switch self {
        case .root: nil
        case .principal(let id), .home(let id), .list(let id, _), .object(let id, _, _): id
        }
    }

    static let rootPath = "/dav/"
    static func principalPath(_ id: UUID) -> String { "/dav/principals/\(id.uuidString)/" }
    static func homePath(_ id: UUID) -> String { "/dav/calendars/\(id.uuidString)/" }
    static func listPath(_ id: UUID, _ name: String) -> String { homePath(id) + segment(name) + "/" }
    static func objectPath(_ id: UUID, _ list: String, _ name: String) -> String {
        listPath(id, list) + segment(name)
    }

    /// `name` as one path segment.
    static func segment(_ name: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;?#%")
        return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
    }
}
