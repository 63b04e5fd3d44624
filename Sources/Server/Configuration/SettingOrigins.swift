import Configuration
import Synchronization

/// Where each setting read through a `ConfigReader` came from — the name its provider has for it,
/// `MYBIZ_PORT` for the environment's, the key for the command line's — as the reader reports each
/// lookup, so a wrong value's sentence can name it.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class SettingOrigins: AccessReporter {
    /// A provider's name and what it calls the key.
    struct Origin: Sendable, Equatable {
        let provider: String
        let name: String
    }

    private let origins = Mutex<[String: Origin]>([:])

    func report(_ event: AccessEvent) {
        for provider in event.providerResults {
            guard case .success(let lookup) = provider.result, lookup.value != nil else { continue }
            let origin = Origin(provider: provider.providerName, name: lookup.encodedKey)
            origins.withLock { $0[event.metadata.key.description] = origin }
            return
        }
    }

    /// Where the value of `key` came from, if it was found.
    func origin(of key: String) -> Origin? {
        origins.withLock { $0[key] }
    }
}
