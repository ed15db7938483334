@testable import ViperGenTemplates

extension Template {
    /// A template at `/t` with `options` and files at `paths`, each holding its own path.
    static func sketch(_ options: [TemplateOption], _ paths: [String]) -> Template {
        Template(
            name: "t", origin: "/t",
            info: TemplateInfo(kind: "k", description: "", options: options),
            files: paths.map { TemplateFile(path: $0, contents: Array($0.utf8)) })
    }
}
