import Foundation

/// Which database the server keeps its data in.
public enum DatabaseConfiguration: Sendable, Equatable, CustomStringConvertible {
    /// An SQLite file, created when missing (WAL mode).
    case sqlite(path: String)
    /// An SQLite database in memory, gone when the server stops — for tests.
    case sqliteInMemory
    /// A PostgreSQL server, e.g. `postgres://user:password@localhost:5432/mybiz`.
    case postgres(url: String)

    /// The default: `mybiz.sqlite` in the current folder.
    public static let defaultSQLite = DatabaseConfiguration.sqlite(path: "mybiz.sqlite")

    /// Reads `--database` / `DATABASE_URL`: a `postgres://` or `postgresql://` URL, an `sqlite:` path
    /// (or `sqlite::memory:`), or a plain file path for SQLite.
    public init(argument: String) {
        if argument.hasPrefix("postgres://") || argument.hasPrefix("postgresql://") {
            self = .postgres(url: argument)
        } else if argument == "sqlite::memory:" || argument == ":memory:" {
            self = .sqliteInMemory
        } else if argument.hasPrefix("sqlite://") {
            self = .sqlite(path: String(argument.dropFirst("sqlite://".count)))
        } else if argument.hasPrefix("sqlite:") {
            self = .sqlite(path: String(argument.dropFirst("sqlite:".count)))
        } else {
            self = .sqlite(path: argument)
        }
    }

    /// Where the data is, without a password.
    public var description: String {
        switch self {
        case .sqlite(let path): "SQLite file \(path)"
        case .sqliteInMemory: "SQLite in memory"
        case .postgres(let url):
            "PostgreSQL at \(URLComponents(string: url).map { "\($0.host ?? "localhost"):\($0.port ?? 5432)\($0.path)" } ?? "?")"
        }
    }
}
