// Marker clustering of the workshop map (issue 19: "a map with clustered markers"), for the offline
// drawing and the maps service alike: both hand over their markers in screen pixels at the view's
// scale, so "too close" means the same on both. Pure, so it is unit-tested on plain numbers.

/** A marker where the view draws it, in pixels. */
export interface ScreenPoint {
  id: string;
  x: number;
  y: number;
}

/** Markers drawn as one: a single marker is a cluster of one. */
export interface Cluster {
  /** The members' ids, in the order the markers came (the list's order: nearest first). */
  ids: string[];
  /** Where the cluster is drawn: its members' centre. */
  x: number;
  y: number;
}

/**
 * Markers closer than `radius` pixels to a cluster's centre join it; every other marker starts a
 * cluster of its own. Greedy in the markers' order, so the same markers at the same scale always
 * cluster the same way, and the first (nearest) workshop anchors its cluster.
 */
export function clusterPoints(points: readonly ScreenPoint[], radius: number): Cluster[] {
  const clusters: (Cluster & { sumX: number; sumY: number })[] = [];
  for (const point of points) {
    const near = clusters.find(
      (cluster) => Math.hypot(cluster.x - point.x, cluster.y - point.y) < radius,
    );
    if (!near) {
      clusters.push({ ids: [point.id], x: point.x, y: point.y, sumX: point.x, sumY: point.y });
      continue;
    }
    near.ids.push(point.id);
    near.sumX += point.x;
    near.sumY += point.y;
    near.x = near.sumX / near.ids.length;
    near.y = near.sumY / near.ids.length;
  }
  return clusters.map(({ ids, x, y }) => ({ ids, x, y }));
}
