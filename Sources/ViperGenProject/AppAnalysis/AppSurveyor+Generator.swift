import ViperGenSystem

/// The generator of the app's `.xcodeproj`: XcodeGen's `project.yml` or Tuist's
/// `Project.swift` in the app's folder.
extension AppSurveyor {
    /// Records in `survey` the generator whose spec lies in the folder `root`, the spec's
    /// name and the project name it gives.
    func surveyGenerator(_ root: String, into survey: inout AppSurvey) {
        let folder = AbsolutePath(root, relativeTo: .root)
        guard let (generator, spec) = ProjectGenerator.detect(in: folder, fileSystem: fileSystem)
        else { return }
        survey.generator = generator
        survey.generatorSpec = spec
        let path = root + "/" + spec
        switch generator {
        case .tuist:
            survey.generatorProjectName = packageName(at: path, call: "Project")
        case .xcodegen:
            survey.generatorProjectName = xcodeGenName(at: path)
        }
    }

    /// The top-level `name:` of an XcodeGen `project.yml`.
    private func xcodeGenName(at path: String) -> String? {
        guard let bytes = try? fileSystem.readFile(at: AbsolutePath(validating: path)),
            let text = String(strictUTF8: bytes)
        else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("name:") {
            var value = line.dropFirst("name:".count).drop { $0 == " " }
            while value.last == " " || value.last == "\r" { value = value.dropLast() }
            if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'",
                value.last == quote
            {
                value = value.dropFirst().dropLast()
            }
            return value.isEmpty ? nil : String(value)
        }
        return nil
    }
}
