import Testing

@testable import ViperGenSwiftSource

/// The public initializers written where Swift writes an implicit one: a struct's memberwise
/// `init`, a class's `init()` when nothing says it has a superclass.
@Suite("Public interface: initializers")
struct PublicInitializerTests {
    @Test func aClassInheritingAClassOrAnUnknownTypeGetsNoInitializer() {
        let subclass = "final class NavigationAssembly: Assembly {\n    func build() {}\n}\n"
        #expect(
            PublicInterface.publishingAll(inFiles: [subclass, "class Assembly {}"])[0]
                == "public final class NavigationAssembly: Assembly {\n    public func build() {}\n}\n"
        )
        // Alone, `Assembly` is not known to be a protocol: no `init()`, which would hide the
        // inherited required one.
        #expect(!PublicInterface.publishingAll(in: subclass).contains("init"))
        // A class with a property and no initial value has no implicit `init()`.
        let noDefault =
            "final class Holder: Sendable {\n    let value: Int\n    init(value: Int) { self.value = value }\n}\n"
        #expect(
            PublicInterface.publishingAll(in: noDefault).components(separatedBy: "init(").count == 2
        )
    }

    @Test func aStructGetsItsMemberwiseInitializerAsAPublicOne() {
        let text = """
            struct CustomAlert: Identifiable {
                let id = UUID()
                /// The title.
                let title: String
                let message: String
                var dismissButtonTitle = "OK"
                var count = 2
                var note: String?
                var isShown: Bool { note != nil }
                static let shared = 1
            }

            """
        #expect(
            PublicInterface.publishingAll(in: text) == """
                public struct CustomAlert: Identifiable {
                    public let id = UUID()
                    /// The title.
                    public let title: String
                    public let message: String
                    public var dismissButtonTitle = "OK"
                    public var count = 2
                    public var note: String?
                    public var isShown: Bool { note != nil }
                    public static let shared = 1

                    /// The memberwise initializer, public for other modules.
                    public init(
                        title: String,
                        message: String,
                        dismissButtonTitle: String = "OK",
                        count: Int = 2,
                        note: String? = nil
                    ) {
                        self.title = title
                        self.message = message
                        self.dismissButtonTitle = dismissButtonTitle
                        self.count = count
                        self.note = note
                    }
                }

                """)
    }

    @Test func aStructWhoseInitializerCannotBeReadGetsNone() {
        // A private stored property makes the memberwise initializer private; a wrapper's
        // initializer takes what the wrapper wants; an initializer written is kept.
        for body in [
            "private var secret = 1\n    var shown: Int",
            "@State var value: Int",
            "var value: Int\n    init(value: Int) { self.value = value }",
            "lazy var value = 1",
        ] {
            let published = PublicInterface.publishingAll(in: "struct S {\n    \(body)\n}\n")
            #expect(!published.contains("memberwise"), "\(published)")
        }
        #expect(
            PublicInterface.publishingAll(in: "struct Empty {}\n")
                == """
                public struct Empty {
                    /// The memberwise initializer, public for other modules.
                    public init() {}
                }

                """)
    }

    @Test func nestedTypesAndValuesWhoseTypeIsNotWrittenAreHandled() {
        let text = """
            struct Outer {
                struct Inner {
                    let value: Int
                }
                var made = makeDefault()
                let inner: Inner
            }

            """
        // `made` keeps its initial value: its type is not written and no literal tells it.
        #expect(
            PublicInterface.publishingAll(in: text) == """
                public struct Outer {
                    public struct Inner {
                        public let value: Int

                        /// The memberwise initializer, public for other modules.
                        public init(value: Int) {
                            self.value = value
                        }
                    }
                    public var made = makeDefault()
                    public let inner: Inner

                    /// The memberwise initializer, public for other modules.
                    public init(inner: Inner) {
                        self.inner = inner
                    }
                }

                """)
    }

    @Test func aGenericClassInheritingOnlyProtocolsGetsInit() {
        let text =
            "final class Box<T: Equatable>: Sendable, Hashable where T: Sendable {\n    var items: [T] = []\n}\n"
        #expect(PublicInterface.publishingAll(in: text).contains("    public init() {}\n}"))
        let subclass = "final class Box<T>: Base<T>, Sendable {\n    var items: [T] = []\n}\n"
        #expect(!PublicInterface.publishingAll(in: subclass).contains("init"))
    }

    @Test func anEntryInheritingAProtocolOfAnotherFileGetsInitWhenTheProtocolIsKnown() {
        let module = "final class PaymentsModule: ModuleType {\n    let route = \"payments\"\n}\n"
        let support = ["protocol ModuleType: AnyObject {}", "protocol Other {}"]
        #expect(PublicInterface.protocolNames(in: support) == ["ModuleType", "Other"])
        #expect(!PublicInterface.publishing(types: ["PaymentsModule"], in: module).contains("init"))
        #expect(
            PublicInterface.publishing(
                types: ["PaymentsModule"], in: module,
                knownProtocols: PublicInterface.protocolNames(in: support)
            )
            .contains("    public init() {}\n}"))
    }
}
