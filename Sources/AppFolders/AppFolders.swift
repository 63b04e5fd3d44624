import Foundation

/// Where an app keeps its files on this platform: the XDG base directories on Linux,
/// `~/Library/Application Support` and `~/Library/Caches` on Apple platforms. Each client library's
/// default file lives in one of these, under a folder of the app's own (`mybiz/…`).
public enum AppFolders {
    /// Data the person would miss if it were lost: `$XDG_DATA_HOME`, else `~/.local/share`.
    public static func data(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        #if canImport(Darwin)
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        #else
            folder(named: "XDG_DATA_HOME", in: environment, else: ".local/share")
        #endif
    }

    /// Settings and sessions: `$XDG_CONFIG_HOME`, else `~/.config`.
    public static func configuration(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        #if canImport(Darwin)
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        #else
            folder(named: "XDG_CONFIG_HOME", in: environment, else: ".config")
        #endif
    }

    /// Files that can be fetched or made again: `$XDG_CACHE_HOME`, else `~/.cache`.
    public static func cache(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        #if canImport(Darwin)
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        #else
            folder(named: "XDG_CACHE_HOME", in: environment, else: ".cache")
        #endif
    }

    #if !canImport(Darwin)
        /// The folder `variable` names, when it is an absolute path — the XDG specification asks that a
        /// relative one be ignored — else `home` under the home folder. (Linux only: the home folder
        /// API it uses exists on macOS alone among Apple's systems.)
        private static func folder(named variable: String, in environment: [String: String], else home: String)
            -> URL
        {
            if let path = environment[variable], path.hasPrefix("/") {
                return URL(fileURLWithPath: path, isDirectory: true)
            }
            return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(home, isDirectory: true)
        }
    #endif
}
