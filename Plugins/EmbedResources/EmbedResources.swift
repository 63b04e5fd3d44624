import Foundation
import PackagePlugin

/// Compiles every file in a target's `Resources/` folder (templates, scripts, the stylesheet) into
/// the target as `EmbeddedResources.embedded`, keyed by its path below `Resources/` — so a deployed
/// `mybiz` is one file that finds nothing on disk. The folder is excluded from the target's sources
/// in `Package.swift`.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let folder = module.directoryURL.appending(path: "Resources")
        let files = Self.files(in: folder)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(target.name)'s resources",
                executable: try context.tool(named: "EmbedFiles").url,
                arguments: [output.path, "enum EmbeddedResources", folder.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }

    /// Every regular file below `folder`, hidden ones left out.
    private static func files(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}
