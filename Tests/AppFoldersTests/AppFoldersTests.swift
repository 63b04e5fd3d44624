import AppFolders
import Foundation
import Testing

@Suite("AppFolders: where an app keeps its data, settings and cache on this platform")
struct AppFoldersTests {
    #if !canImport(Darwin)
        @Test("each folder follows its XDG variable when it is set")
        func xdgVariables() {
            // Given XDG variables naming three folders
            let environment = [
                "XDG_DATA_HOME": "/tmp/data", "XDG_CONFIG_HOME": "/tmp/config", "XDG_CACHE_HOME": "/tmp/cache",
            ]
            // Then each folder is the one named
            #expect(AppFolders.data(environment: environment).path == "/tmp/data")
            #expect(AppFolders.configuration(environment: environment).path == "/tmp/config")
            #expect(AppFolders.cache(environment: environment).path == "/tmp/cache")
        }

        @Test("without the variables, or with empty ones, the XDG defaults under the home folder")
        func homeDefaults() {
            let home = FileManager.default.homeDirectoryForCurrentUser.path
            for environment in [[:], ["XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "", "XDG_CACHE_HOME": ""]] {
                #expect(AppFolders.data(environment: environment).path == home + "/.local/share")
                #expect(AppFolders.configuration(environment: environment).path == home + "/.config")
                #expect(AppFolders.cache(environment: environment).path == home + "/.cache")
            }
        }

        @Test("a relative XDG path is ignored, as the XDG specification asks")
        func relativePathIgnored() {
            let home = FileManager.default.homeDirectoryForCurrentUser.path
            #expect(AppFolders.data(environment: ["XDG_DATA_HOME": "relative/data"]).path == home + "/.local/share")
        }
    #endif
}
