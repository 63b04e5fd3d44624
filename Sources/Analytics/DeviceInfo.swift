import Foundation

/// What a report says about where it comes from. Injected so tests and other platforms choose;
/// `current` reads the machine the code runs on.
public struct DeviceInfo: Codable, Hashable, Sendable {
    /// The hardware model, e.g. `iPhone16,1` or `x86_64`.
    public var device: String
    /// The operating system and its version, e.g. `iOS 18.1` or `Linux 6.8.0`.
    public var os: String
    /// The app's version, e.g. `2.0`.
    public var appVersion: String

    /// Device information given outright.
    public init(device: String, os: String, appVersion: String) {
        self.device = device
        self.os = os
        self.appVersion = appVersion
    }

    /// This machine: its hardware model and operating system, with the app version given.
    public static func current(appVersion: String) -> DeviceInfo {
        DeviceInfo(device: machine(), os: operatingSystem(), appVersion: appVersion)
    }

    private static func machine() -> String {
        var info = utsname()
        guard uname(&info) == 0 else { return "unknown" }
        return withUnsafeBytes(of: &info.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private static func operatingSystem() -> String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        #if os(iOS)
            let name = "iOS"
        #elseif os(macOS)
            let name = "macOS"
        #elseif os(Linux)
            let name = "Linux"
        #else
            let name = "Unknown OS"
        #endif
        return "\(name) \(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
}
