/// A registration an app file holds, as a site reads it: the name it is written with and its
/// line, whatever module or service (if any) it stands for.
package struct SiteRegistration: Equatable, Sendable {
    /// Which of a subject's names the registration is written with.
    package enum Naming: CaseIterable, Sendable {
        /// The assembly applied in the container: `PaymentsAssembly`.
        case assemblyType
        /// The `Views` case, or a switch clause naming it: `payments`.
        case caseName
        /// The view builder's method: `buildPayments`.
        case builderMethod
        /// The application router's module type: `PaymentsModule`.
        case moduleType

        /// `subject`'s name of this kind: `PaymentsAssembly`, `payments`, ….
        package func spelling(of subject: RegistrationSubject) -> String {
            switch self {
            case .assemblyType: subject.assemblyType
            case .caseName: subject.caseName
            case .builderMethod: subject.builderMethod
            case .moduleType: subject.moduleType
            }
        }
    }

    /// Which name it is written with.
    package let naming: Naming
    /// The name as written: `PaymentsAssembly`, `payments`.
    package let spelling: String
    /// The 0-based line it starts on.
    package let line: Int

    /// A registration written `spelling`, a name of kind `naming`, on the 0-based `line`.
    package init(naming: Naming, spelling: String, line: Int) {
        self.naming = naming
        self.spelling = spelling
        self.line = line
    }

    /// The name of the module or service it stands for, as the names are made from it:
    /// `PaymentsAssembly`, `payments`, `buildPayments` and `PaymentsModule` give `Payments`.
    package var subjectName: String {
        switch naming {
        case .assemblyType: spelling.hasSuffix("Assembly") ? String(spelling.dropLast(8)) : spelling
        case .caseName: spelling.prefix(1).uppercased() + spelling.dropFirst()
        case .builderMethod: String(spelling.dropFirst("build".count))
        case .moduleType: spelling.hasSuffix("Module") ? String(spelling.dropLast(6)) : spelling
        }
    }
}
