import Testing

@testable import ViperGenSwiftSource

/// Reading protocol declarations, their requirements and protocol extensions from Swift text.
@Suite("Protocol reader")
struct ProtocolReaderTests {
    @Test func readsNameInheritanceAttributesAndPrimaryAssociatedTypes() throws {
        let text = """
            /// The screens.
            @MainActor
            public protocol Store<Item, Failure>: AnyObject, Presentable & Screen, @preconcurrency Loading, ~Copyable
            where Item: Sendable {
                associatedtype Item: Hashable
                associatedtype Failure: Error = Never
            }
            """
        let declarations = SwiftDeclarations(text: text)
        let store = try #require(declarations.protocols.first)
        #expect(declarations.protocols.count == 1)
        #expect(store.name == "Store")
        #expect(store.attributes == ["@MainActor"])
        #expect(store.inherited == ["AnyObject", "Presentable", "Screen", "Loading"])
        #expect(store.primaryAssociatedTypes == ["Item", "Failure"])
        #expect(store.whereClause == "Item: Sendable")
        #expect(store.requirements.map(\.key) == ["Item", "Failure"])
        #expect(store.requirements.map(\.type) == ["Hashable", "Error"])
        #expect(store.requirements.map(\.defaultType) == [nil, "Never"])
    }

    @Test func readsFunctionsWithLabelsEffectsGenericsResultsAndWhereClauses() throws {
        let text = """
            protocol Viewable {
                func dismiss(animated: Bool, completion: (() -> Void)?)
                func load<T: Decodable>(
                    _ type: T.Type,   // the type asked for
                    from url: String,
                ) async throws -> [T] where T: Sendable
                func validate(_ value: String) throws(ValidationError) -> Bool
                func map(_ transform: (Int) throws -> Int) rethrows -> Dictionary<String, Int>
                mutating func reset()
                static func == (lhs: Self, rhs: Self) -> Bool
            }
            """
        let requirements = try #require(SwiftDeclarations(text: text).protocols.first).requirements
        #expect(
            requirements.map(\.key) == [
                "dismiss(animated:completion:)", "load(_:from:)", "validate(_:)", "map(_:)",
                "reset()", "static ==(lhs:rhs:)",
            ])
        #expect(requirements[0].parameters.map(\.type) == ["Bool", "(() -> Void)?"])
        #expect(requirements[0].type == nil)
        let load = requirements[1]
        #expect(load.genericClause == "<T: Decodable>")
        #expect(load.parameters.map(\.label) == ["_", "from"])
        #expect(load.parameters.map(\.name) == ["type", "url"])
        #expect(load.parameters.map(\.type) == ["T.Type", "String"])
        #expect(load.effects == ["async", "throws"])
        #expect(load.type == "[T]")
        #expect(load.whereClause == "T: Sendable")
        #expect(requirements[2].effects == ["throws(ValidationError)"])
        #expect(requirements[3].effects == ["rethrows"])
        #expect(requirements[3].type == "Dictionary<String, Int>")
        #expect(requirements[3].parameters[0].type == "(Int) throws -> Int")
        #expect(requirements[4].modifiers == ["mutating"])
        #expect(requirements[5].name == "==")
        #expect(requirements[5].isStatic)
    }

    @Test func readsPropertiesInitializersSubscriptsAndOptionalRequirements() throws {
        let text = """
            @objc protocol Screen {
                var isVisible: Bool { get }
                var title: String? { get set }
                static var identifier: String { get }
                var contents: [String: [Int]] { get async throws }
                init(id: Int)
                init?(coder: String)
                subscript(index: Int) -> String { get set }
                @objc optional func didAppear()
                nonisolated var name: String { get }
                typealias Identifier = String
            }
            """
        let requirements = try #require(SwiftDeclarations(text: text).protocols.first).requirements
        #expect(
            requirements.map(\.key) == [
                "isVisible", "title", "static identifier", "contents", "init(id:)", "init(coder:)",
                "subscript(_:)", "didAppear()", "name", "Identifier",
            ])
        #expect(
            requirements.map(\.isSettable) == [
                false, true, false, false, false, false, true, false, false, false,
            ])
        #expect(requirements[1].type == "String?")
        #expect(requirements[3].type == "[String: [Int]]")
        #expect(requirements[3].effects == ["async", "throws"])
        #expect(requirements[5].failability == "?")
        #expect(requirements[6].type == "String")
        #expect(requirements[7].isOptional)
        #expect(requirements[7].attributes == ["@objc"])
        #expect(requirements[8].modifiers == ["nonisolated"])
        #expect(requirements[9].kind == .type)
    }

    @Test func countsRequirementsInEveryConditionalBranchAndIgnoresCommentsAndStrings() throws {
        let text = """
            protocol Routing {
                // func commented(out: Int)
                /* func blockCommented() */
                #if DEBUG
                func debugOnly()
                #elseif os(iOS)
                func phoneOnly(_ name: String)
                #else
                func elsewhere()
                #endif
                @available(iOS 17, *)
                func open(_ link: String) -> Bool
            }
            let text = "protocol Fake { func fake() }"
            """
        let declarations = SwiftDeclarations(text: text)
        #expect(declarations.protocols.map(\.name) == ["Routing"])
        let routing = try #require(declarations.protocols.first)
        #expect(
            routing.requirements.map(\.key) == [
                "debugOnly()", "phoneOnly(_:)", "elsewhere()", "open(_:)",
            ])
        #expect(routing.requirements[3].attributes == ["@available(iOS 17, *)"])
    }

    @Test func readsExtensionsWithTheirConstraintsAndClassesWithTheirBodies() throws {
        let text = """
            extension Viewable {
                func dismiss(animated: Bool, completion: (() -> Void)?) {
                    let nested = { (x: Int) in x }
                    _ = nested
                }
                var isVisible: Bool { true }
            }

            extension Viewable where Self: UIViewController {
                func pop(animated: Bool) {}
            }

            final class PaymentsViewSpy: PaymentsViewInputs, Viewable {
                private(set) var navigation: [String] = []
                class func make() -> PaymentsViewSpy { PaymentsViewSpy() }
                struct Inner {}
            }
            """
        let declarations = SwiftDeclarations(text: text)
        #expect(declarations.extensions.map(\.extendedName) == ["Viewable", "Viewable"])
        #expect(
            declarations.extensions[0].members.map(\.key) == [
                "dismiss(animated:completion:)", "isVisible",
            ])
        #expect(declarations.extensions[0].whereClause == nil)
        #expect(declarations.extensions[1].whereClause == "Self: UIViewController")
        let spy = try #require(declarations.types.first)
        #expect(declarations.types.map(\.name) == ["PaymentsViewSpy", "Inner"])
        #expect(spy.isFinalClass)
        #expect(spy.inherited == ["PaymentsViewInputs", "Viewable"])
        #expect(spy.members.map(\.key) == ["navigation", "static make()", "Inner"])
        #expect(spy.members[0].type == "[String]")
        #expect(spy.members[0].isSettable)
        #expect(spy.bodyLines == 12...16)
    }
}

extension ProtocolReaderTests {
    @Test func tellsModifiersWithArgumentsFromMembersNamedLikeModifiers() throws {
        let text = """
            final class Spy {
                func open(_ link: String) {}
                private(set) var opened: [String] = []
                nonisolated(unsafe) static var shared: Spy? = nil
                @available(*, deprecated, message: "use open")
                func close() {}
            }
            """
        let spy = try #require(SwiftDeclarations(text: text).types.first)
        #expect(spy.members.map(\.key) == ["open(_:)", "opened", "static shared", "close()"])
        #expect(spy.members[1].modifiers == ["private(set)"])
        #expect(spy.members[2].modifiers == ["nonisolated(unsafe)", "static"])
        #expect(spy.members[3].attributes == [#"@available(*, deprecated, message: "use open")"#])
    }
}
