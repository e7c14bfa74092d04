import Easel

/// UIKit's `NSDirectionalEdgeInsets`: Easel's leading/trailing insets.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
