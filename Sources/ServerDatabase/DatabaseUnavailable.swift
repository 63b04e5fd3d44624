@preconcurrency import AsyncKit
import Foundation
import NIOCore
import NIOPosix
import PostgresNIO
import SQLiteNIO

/// The database could not be opened or prepared at start-up: one sentence naming the file, folder,
/// host or port, and what to do — never a library's own error text.
public struct DatabaseUnavailable: Error, CustomStringConvertible {
    /// Which database it was, without its password.
    public let database: DatabaseConfiguration
    /// The sentence.
    public let description: String

    package init(_ database: DatabaseConfiguration, failure: any Error) {
        self.database = database
        switch database {
        case .sqlite(let path): description = Self.sqlite(path, failure)
        case .postgres(let url): description = Self.postgres(url, failure)
        case .sqliteInMemory: description = "Could not open an SQLite database in memory."
        }
    }

    private static let chooseAnother = "or choose another file with --database."

    private static func sqlite(_ path: String, _ failure: any Error) -> String {
        let file = URL(fileURLWithPath: path)
        let folder = file.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            return "The folder \(folder) for the database does not exist: create it, \(chooseAnother)"
        }
        if !isFolder.boolValue {
            return "\(folder) is not a folder, so it cannot hold the database \(path); \(chooseAnother)"
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "\(path) is a folder, not a database file; \(chooseAnother)"
        }
        if !FileManager.default.fileExists(atPath: path), !FileManager.default.isWritableFile(atPath: folder) {
            return "This user may not create files in \(folder), so the database \(path) cannot be made there: "
                + "change the folder's permissions, \(chooseAnother)"
        }
        if FileManager.default.fileExists(atPath: path), !FileManager.default.isWritableFile(atPath: path) {
            return "This user may not write the database \(path): change its permissions, \(chooseAnother)"
        }
        switch (failure as? SQLiteError)?.reason {
        case .notADatabase?:
            return "\(path) is not an SQLite database: move it away, \(chooseAnother)"
        case .busy?, .locked?:
            return "The database \(path) is locked by another program: stop it, \(chooseAnother)"
        case .full?:
            return "The disk holding the database \(path) is full: free some space, \(chooseAnother)"
        case .corrupt?:
            return "The database \(path) is damaged: restore it from a backup, \(chooseAnother)"
        default:
            if failure is DatabaseTimeout {
                return "The database \(path) did not answer in time; another program may hold it locked."
            }
            return "Could not open or prepare the database \(path): check that it is an SQLite database this "
                + "user may read and write, with the files beside it (\(file.lastPathComponent)-wal, -shm), "
                + chooseAnother
        }
    }

    /// PostgresNIO hides details from its errors' descriptions so they cannot leak into logs by
    /// accident; what is safe to show — the server's own message, or why there was no connection —
    /// is picked out here.
    private static func postgres(_ url: String, _ failure: any Error) -> String {
        let components = URLComponents(string: url)
        let host = components?.host ?? "localhost"
        let address = "\(host):\(components?.port ?? 5432)"
        let check = "check the address in --database (or DATABASE_URL)"
        if failure is DatabaseTimeout
            || (failure as? ConnectionPoolTimeoutError) == .connectionRequestTimeout
        {
            return
                "The PostgreSQL server at \(address) did not answer in time: is it running, and reachable from here? "
                + "Then \(check)."
        }
        guard let error = failure as? PSQLError else {
            return "Could not use the PostgreSQL database at \(address); \(check)."
        }
        if let message = error.serverInfo?[.message] {
            // 28xxx: the user or password; 3D000: no such database. Others (a permission on a schema,
            // a failed migration) are the server's own words alone.
            let credentials = ["28000", "28P01", "3D000"].contains(error.serverInfo?[.sqlState] ?? "")
            return "The PostgreSQL server at \(address) says: \(message)."
                + (credentials ? " Check the user, password and database name in --database." : "")
        }
        if error.code == .connectionError, let underlying = error.underlying {
            switch errno(in: underlying) {
            case ECONNREFUSED?:
                return "Nothing is listening at \(address): start PostgreSQL there, or \(check)."
            case EHOSTUNREACH?, ENETUNREACH?:
                return "The host \(host) cannot be reached from here; \(check)."
            default:
                if let connection = underlying as? NIOConnectionError,
                    connection.dnsAError != nil || connection.dnsAAAAError != nil,
                    connection.connectionErrors.isEmpty
                {
                    return "The database host “\(host)” was not found; \(check)."
                }
                return "Could not connect to the PostgreSQL server at \(address); \(check)."
            }
        }
        return "The PostgreSQL server at \(address) could not be used; \(check)."
    }

    /// The system error number under a failed connection, if there is one.
    private static func errno(in error: any Error) -> Int32? {
        if let error = error as? IOError { return error.errnoCode }
        if let error = error as? NIOConnectionError {
            return error.connectionErrors.lazy.compactMap { ($0.error as? IOError)?.errnoCode }.first
        }
        return nil
    }
}
