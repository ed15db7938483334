import ViperGenProject

/// What `init` says about the support code of the app's style (``SupportAddition``).
extension InitReport {
    /// Why the support code is added, or why not when the app has part of it.
    func support(_ decision: SupportAddition.Decision) {
        switch decision {
        case .add(let addition):
            let support = addition.support
            let place =
                support.package.map {
                    "the Swift module \($0.layout.support) in \($0.places.package ?? $0.places.sources)"
                } ?? support.folder
            line(
                "Adding the \(support.style) support code to \(place) (base protocols"
                    + (support.style == .swiftui ? ", the Swilby container, navigation" : "")
                    + "): the app declares none of it, and every module builds on it; "
                    + "pass --no-support to leave it out.")
            if let generated = addition.xcode?.generated { regenerate(generated) }
        case .partlyDeclared(let declared, let missing):
            warning(
                "the app declares " + declared.joined(separator: ", ")
                    + ", as the style's support code does, but not "
                    + missing.joined(separator: ", ")
                    + ", which its modules use; the support code is not added (it would declare "
                    + "those types twice) and viper-gen module refuses until the app declares "
                    + "them; or make a template from one of the app's modules with "
                    + "viper-gen templates derive <Module>.")
        case .derive(let template, let needed):
            line(
                "Making the team template \(template.name) from the app's module "
                    + "\(template.moduleName): the app's modules match no built-in style (a "
                    + "built-in module would use " + needed.joined(separator: ", ")
                    + ", which the app does not declare); module Payments makes modules like "
                    + "it. Review it in \(template.folder); pass --exemplar <Module> to derive "
                    + "it from another module.")
        case .notBrought, .present:
            return
        }
    }

    /// That the support code joins the generated `.xcodeproj` when it is generated again, and
    /// the lines to add first when the spec lists the app's sources without its folder.
    private func regenerate(_ generated: RegenerationAdvice) {
        line(
            "\(generated.xcodeProject) is generated from \(generated.spec): run "
                + "`\(generated.generator.command)` to add the support code to it.")
        guard !generated.linesToAdd.isEmpty else { return }
        warning(
            "\(generated.spec) lists the app's sources without the support code's folder; add "
                + "under the app target's `sources:`: "
                + generated.linesToAdd.joined(separator: "; ") + ".")
    }

    /// How the first module is shown from the app's own code, once its support code is added.
    func showingModules(_ addition: SupportAddition) {
        let support = addition.support
        line("")
        switch support.style {
        case .swiftui:
            line("Show a module from your own views: make the container once at launch and")
            line("build the module's screen from it:")
            line("  let container = AppContainer.makeContainer()")
            line("  container.resolve(PaymentsAssembly.self).build()")
        default:
            line("Show a module from one of your view controllers: make it a Viewable (the")
            line("support code implements Viewable for every UIViewController), then open it:")
            line("  extension HomeViewController: Viewable {}")
            for text in ModuleOpening.lines(for: "Payments", style: support.style) {
                line("  " + text.replacing("from: view", with: "from: self"))
            }
        }
    }
}
