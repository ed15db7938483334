// Stand-in for Apple's SwiftUI, for compile checks of generated code on Linux.
//
// It declares only the API the viper-gen templates use, with the real shapes (names, labels,
// generic constraints, result builders, main-actor isolation), so that a wrong label, a missing
// protocol requirement or a misspelt type fails the type check as it would in Xcode. Bodies are
// never run: the module is type-checked against, and linked into the generated tests the
// compile check runs, which make no views; it is never shipped. Like the real framework it
// re-exports Combine. `@Bindable` works with the real
// Observation module, which Swift toolchains ship on Linux; `#Preview` is expanded by the
// stand-in plugin in Tests/StandIns/PreviewsMacros.

@_exported import Combine
import Foundation
import Observation

// MARK: - Views

/// A piece of user interface.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
}

/// A view with no content.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// Never called.
    public var body: Never { fatalError() }
}

/// The views of a view builder block.
public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// Never called.
    public var body: Never { fatalError() }
}

/// One of two views, as chosen by an `if` or a `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Never called.
    public var body: Never { fatalError() }
}

/// A type-erased view.
public struct AnyView: View {
    /// Wraps `view`.
    public init<V: View>(_ view: V) {}
    /// Never called.
    public var body: Never { fatalError() }
}

/// A view with modifiers applied (the concrete type behind the stand-in modifiers' `some View`).
public struct _ModifiedView<Content: View>: View {
    /// Never called.
    public var body: Never { fatalError() }
}

/// Builds views from closures.
@resultBuilder
public struct ViewBuilder {
    /// Passes a view through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A block of one view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A block of several views.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content))
    }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// A localisable string literal.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable {
    /// Creates the key from a literal.
    public init(stringLiteral value: String) {}
    /// Creates the key from an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// Read-only text.
public struct Text: View, Equatable {
    /// Text localised by `key`.
    public init(
        _ key: LocalizedStringKey,
        tableName: String? = nil,
        bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {}
    /// Text shown as is.
    public init<S: StringProtocol>(_ content: S) {}
    /// Text shown as is, never localised.
    public init(verbatim content: String) {}
    /// Never called.
    public var body: Never { fatalError() }
}

/// The purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    /// A button that cancels.
    public static let cancel = ButtonRole()
    /// A button that deletes.
    public static let destructive = ButtonRole()
}

/// A control that runs an action.
public struct Button<Label: View>: View {
    /// Creates a button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    /// Never called.
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    /// Creates a button titled from a localised key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
    /// Creates a button titled with a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
    /// Creates a button with a role, titled from a localised key.
    public init(
        _ titleKey: LocalizedStringKey,
        role: ButtonRole?,
        action: @escaping () -> Void
    ) {}
    /// Creates a button with a role, titled with a string.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {}
}

/// A style to fill shapes and backgrounds with.
public protocol ShapeStyle {}

/// A color; also a view that fills its space.
public struct Color: View, ShapeStyle, Hashable {
    /// Never called.
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    /// The clear color.
    public static var clear: Color { Color() }
}

// MARK: - Navigation and presentation

/// A view that shows a root view and the views pushed over it.
public struct NavigationStack<Data, Root: View>: View {
    /// Creates a stack whose pushed views are bound to `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable
    {}
    /// Never called.
    public var body: Never { fatalError() }
}

extension View {
    /// Gives the enclosing navigation stack the view for each pushed value of type `D`.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        _ModifiedView<Self>()
    }

    /// Presents a full-screen view while `item` is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _ModifiedView<Self>()
    }

    /// Runs `action` when the view appears, cancelling it when the view disappears; like the
    /// real one, the closure inherits the isolation of the code that makes it (the main actor
    /// in `body`).
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        _ModifiedView<Self>()
    }

    /// Sets the background of the presentation this view is the content of.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        _ModifiedView<Self>()
    }

    /// Presents an alert for `data` while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        _ModifiedView<Self>()
    }
}

// MARK: - State

/// A two-way connection to a value stored elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding to an unchanging value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(
        dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        Binding<Subject>(
            get: { getValue()[keyPath: keyPath] },
            set: { newValue in
                var value = getValue()
                value[keyPath: keyPath] = newValue
                setValue(value)
            }
        )
    }
}

/// An observable object a view observes but does not own.
@propertyWrapper @MainActor @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Makes bindings to the object's properties (`$object.property`).
    @dynamicMemberLookup @MainActor @preconcurrency
    public struct Wrapper {
        fileprivate let object: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            let object = object
            return Binding(
                get: { object[keyPath: keyPath] },
                set: { object[keyPath: keyPath] = $0 }
            )
        }
    }

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// The object's bindings.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object a view creates and owns.
@propertyWrapper @MainActor @preconcurrency
public struct StateObject<ObjectType: ObservableObject> {
    private let makeObject: () -> ObjectType

    /// Creates the object lazily, once per view identity.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType { makeObject() }

    /// The object's bindings.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// A value a view owns: SwiftUI keeps it for the view's identity (an `@Observable` object's
/// owner in Observation-based views).
@propertyWrapper
public struct State<Value> {
    private var value: Value

    /// Creates the state with its initial value.
    public init(wrappedValue value: Value) {
        self.value = value
    }

    /// Creates the state with its initial value.
    public init(initialValue value: Value) {
        self.value = value
    }

    /// The value.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let value = value
        return Binding(get: { value }, set: { _ in })
    }
}

/// An `@Observable` object a view makes bindings to (`$object.property`) without owning it.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The object's bindings.
    public var projectedValue: Bindable<Value> { self }

    /// Makes bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// A binding to a property of the object.
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(
            get: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 }
        )
    }
}

// MARK: - App

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene
    /// The content of the scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds scenes from closures.
@resultBuilder
public struct SceneBuilder {
    /// A block of one scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene of windows showing the same view.
public struct WindowGroup<Content: View>: Scene {
    /// Creates the group with the view its windows show.
    public init(@ViewBuilder content: () -> Content) {}
    /// Never called.
    public var body: Never { fatalError() }
}

/// An app; the type marked `@main` conforms to it.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app; the system calls it once at launch.
    init()
}

extension App {
    /// Runs the app.
    public static func main() {}
}

// MARK: - Previews

/// A type that produces previews in Xcode.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
}

/// Declares a preview of `body` for Xcode's canvas; `name` labels it.
///
/// Its arguments are type-checked against this signature like the real macro's. The real
/// implementation (PreviewsMacros, in Xcode) registers the preview; the stand-in plugin with
/// the same module and type names expands it to nothing.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
