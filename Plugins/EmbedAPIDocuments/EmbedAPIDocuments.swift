import Foundation
import PackagePlugin

/// Compiles the OpenAPI documents in `docs/openapi/` into the `APIDocuments` target, so the server
/// serves the very files the repository holds — one copy, and nothing for a deployed binary to
/// find on disk.
@main
struct EmbedAPIDocuments: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "docs/openapi")
        let documents = ["open-market.yaml", "open-market-v2.yaml", "mybiz.yaml"].map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "APIDocument+Texts.swift")
        return [
            .buildCommand(
                displayName: "Embedding the OpenAPI documents",
                executable: try context.tool(named: "EmbedFiles").url,
                arguments: [output.path, "extension APIDocument", folder.path] + documents.map(\.path),
                inputFiles: documents,
                outputFiles: [output])
        ]
    }
}
