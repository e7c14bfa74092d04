import Foundation

/// A cell's content as a value, as `UIContentConfiguration`: setting one as a cell's
/// `contentConfiguration` replaces what the cell shows. A `ListContentConfiguration` fills the
/// cell's own labels and image view; any other configuration's `makeContentView()` view fills the
/// cell's content view, pinned to its edges, so that constraints inside it size the row.
public protocol ContentConfiguration {
    /// A new view showing this content.
    func makeContentView() -> View & ContentView
    /// The configuration for a state of the cell (selected, highlighted …). Easel draws cells at
    /// rest, so a cell applies the configuration as set.
    func updated(for state: ConfigurationState) -> Self
}

extension ContentConfiguration {
    public func updated(for state: ConfigurationState) -> Self { self }
}

/// A view a content configuration makes, as `UIContentView`: setting `configuration` shows
/// another content.
public protocol ContentView: AnyObject {
    var configuration: ContentConfiguration { get set }
}

/// The state a configuration is updated for, as `UIConfigurationState`.
public protocol ConfigurationState {}

extension View {
    /// Adds a content configuration's view, filling this view by required constraints to its
    /// edges (so that constraints inside it can size a self-sizing cell).
    func addPinnedSubview(_ content: View) {
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: topAnchor),
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.trailingAnchor.constraint(equalTo: trailingAnchor),
            content.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
