import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// The advice printed after a successful generation: what was registered, or what was not and
/// exactly how to finish.
extension Reporter {
    /// Prints the closing advice of `module`, `service` and `project`: the single name's, or a
    /// summary of the batch.
    func nextSteps(for entries: [BatchEntry]) {
        guard let first = entries.first else { return }
        guard entries.count > 1 else { return nextSteps(nextStepsText(for: first)) }
        let names = entries.map(\.request.name).joined(separator: ", ")
        let command = first.request.command.rawValue
        if case .registered = first.registration,
            entries.allSatisfy({ !$0.needsManualRegistration })
        {
            return nextSteps(
                "Next steps: the \(entries.count) \(command)s are registered in the app: \(names).")
        }
        nextSteps(
            nextStepsText(for: first)
                + "\nThe same applies to every \(command) of this run: \(names).")
    }

    /// What the user should do next for `entry`, given what became of its registration and,
    /// when the template's tests were left out, why.
    func nextStepsText(for entry: BatchEntry) -> String {
        let request = entry.request
        let steps = registrationAdvice(for: request, registration: entry.registration)
        let reason: String
        switch entry.tests {
        case .noProject:
            reason =
                "there is no viper-gen project here, so no test target is known (a project's "
                + "testsPath says where tests go; `viper-gen init` adopts an app)"
        case .outsideSources(let sources):
            reason =
                "\(request.name) is outside the app's sources "
                + "(\(display(sources))), which its tests import"
        case .noTestTarget(let app):
            reason = Self.noTestTargetReason(app: app, project: request.project)
        case .folder, nil:
            return steps
        }
        return steps + "\nTests not written: \(EchoedValue.escaped(reason))."
    }

    /// The advice about registration.
    private func registrationAdvice(
        for request: GenerationRequest, registration: RegistrationOutcome
    ) -> String {
        let name = request.name
        switch (request.command, registration) {
        case (.project, _):
            return """
                Next steps:
                  cd \(name)
                  open Package.swift        # in Xcode; run the \(name) app on an iOS 17 simulator
                  viper-gen module Payments # add a module
                """
        case (_, .registered(let plan)) where !plan.manual.isEmpty:
            return "Next steps: add the lines listed in the warning above, then build."
        case (.module, .registered):
            let from =
                request.style == .swiftui
                ? "Show it from another module's router" : "Open it from another module"
            return "Next steps: \(name) is registered in the app. \(from):\n"
                + ModuleOpening.block(for: name, style: request.style)
        case (.service, .registered):
            return """
                Next steps: \(name) is registered in the app. Use it from an assembly:
                  container.resolve(\(name)Assembly.self).build()
                """
        case (_, .outsideSources(let folder)):
            let sources = EchoedValue.escaped(display(folder))
            // Where `module NAME --skip-existing` finds it: anywhere else, it would make a
            // second copy there, whose types would clash with the moved one.
            let home = request.project.map {
                EchoedValue.escaped(
                    display(request.command == .service ? $0.servicesFolder : $0.modulesFolder))
            }
            let move =
                home.map { "Move it into \($0) and run" } ?? "Move it under \(sources) and run"
            return """
                Not registered: \(name) was written outside the app's sources (\(sources)), which \
                the app target compiles, so registering it would break the build.
                \(move) `viper-gen \(request.command.rawValue) \(name) --skip-existing` to register \
                it (and write its tests), or generate it again without -o.
                """
        case (_, .noAssembly(let template, let file)):
            return "Not registered: the \(EchoedValue(template).unquoted) template made no "
                + "\(EchoedValue.escaped(file)), which the app's "
                + "registrations (container.apply(\(name)Assembly.self), ...) need. Add it to the "
                + "template to have \(request.command.rawValue)s registered, or register \(name) "
                + "by hand."
        case (_, .assemblyMissing(let file)):
            let shown = EchoedValue.escaped(display(file))
            return "Not registered: \(name) exists, but \(shown), which its "
                + "registration needs, "
                + "is missing. Restore it, or write the missing files with `viper-gen "
                + "\(request.command.rawValue) \(name) --skip-existing`, then apply again; or "
                + "register \(name) by hand."
        case (_, .noRegistry(let style)) where request.template.entry.origin != .builtIn:
            // A team's template (one derived from the app's modules, say) opens its own way.
            return "Next steps: \(style.rawValue) modules have no registry. Open \(name) where it "
                + "is shown, as the app opens the modules the \(request.template.entry.name) "
                + "template was made like."
        case (_, .noRegistry(let style)):
            let imports = request.modulePackage.map { " (import \($0.name) there)" } ?? ""
            return "Next steps: \(style.rawValue) modules have no registry. Open \(name) where it "
                + "is shown\(imports):\n"
                + ModuleOpening.block(for: name, style: style)
        case (_, .noProject):
            return "Not registered: there is no viper-gen project here (no .viper-gen.json in "
                + "this folder or above). To adopt an existing app, run `viper-gen init` in its "
                + "folder; modules and services made in it afterwards register themselves.\n"
                + manualRegistrationText(request)
        default:
            return manualRegistrationText(request)
        }
    }

    /// The registrations to add by hand.
    private func manualRegistrationText(_ request: GenerationRequest) -> String {
        let name = request.name
        if request.style.registry == .applicationRouter {
            return """
                Next steps: register \(name) in the app.
                  ApplicationRouter.swift, in instantiatedModules:
                      \(name)Module(),
                """
        }
        guard request.command == .module else {
            return """
                Next steps: register \(name) in the app.
                  RootApp.swift, in the // Services group:
                      container.apply(\(name)Assembly.self)
                """
        }
        let key = NameCasing.lowerCamel(name)
        return """
            Next steps: register \(name) in the app.
              RootApp.swift, in the // Modules group:
                  container.apply(\(name)Assembly.self)
              Views.swift, in enum Views and in stringKey:
                  case \(key)
                  case .\(key): return "\(key)"
              ApplicationViewBuilder.swift, in build(view:) and as a method:
                  case .\(key): build\(name)()
                  @MainActor func build\(name)() -> some View { container.resolve(\(name)Assembly.self).build() }
              RootView.swift, in the navigationDestination switch:
                  case .\(key): appViewBuilder.build(view: .\(key))
            """
    }
}
