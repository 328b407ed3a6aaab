import 'leaflet/dist/leaflet.css';
import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { GeoJSON, MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { PICKUP_MAP_ZOOM } from '@/contract/constants';
import type { PudoPoint } from '@/contract/pudo-points/pudo-points-schemas';
import { mapTilesOf } from '../map-tiles';
import { addressLines } from '../pudo-rules';
import classes from './pudo-map.module.css';

// The pickup points map (spec c sections 2 and 9, decision 039): Leaflet at zoom 9 over a built-in
// base layer of country outlines (Natural Earth through world-atlas), so it works with no tile
// server (these machines, field use offline); raster tiles only when one is configured. Markers
// are divIcons (Leaflet's default PNG markers break with bundlers): buttons a keyboard reaches,
// named by the point, the selected one pressed and drawn larger.

const tiles = mapTilesOf(import.meta.env);

let outlines: Promise<FeatureCollection> | null = null;
/** The countries' outlines, loaded once (their own chunk) and turned into GeoJSON. */
function loadOutlines(): Promise<FeatureCollection> {
  outlines ??= Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
  ]).then(([atlas, { feature }]) => {
    const topology = atlas.default as unknown as TopoJSON.Topology;
    return feature(topology, topology.objects.countries!) as unknown as FeatureCollection;
  });
  return outlines;
}

const OUTLINE_STYLE: L.PathOptions = {
  color: '#868e96',
  weight: 1,
  fillColor: '#f1f3f5',
  fillOpacity: 1,
  className: 'pudo-country',
};

const icon = L.divIcon({
  className: classes.marker,
  html: '<span aria-hidden="true"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

const markerName = (point: PudoPoint) =>
  `${point.title}, ${addressLines(point.address_detail).slice(0, 2).join(', ')}`;

/** Moves the view: to a new search's centre; to the selected point when it is out of view. */
function ViewKeeper({
  center,
  selected,
}: {
  center: L.LatLngExpression;
  selected: PudoPoint | null;
}) {
  const map = useMap();
  const [lat, lng] = center as [number, number];
  useEffect(() => {
    map.setView([lat, lng], PICKUP_MAP_ZOOM);
  }, [map, lat, lng]);
  useEffect(() => {
    if (selected && !map.getBounds().contains([selected.lat, selected.lng])) {
      map.panTo([selected.lat, selected.lng]);
    }
  }, [map, selected]);
  return null;
}

export default function PudoMap({
  center,
  points,
  selectedId,
  onSelect,
}: {
  center: { lat: number; lng: number };
  points: PudoPoint[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [countries, setCountries] = useState<FeatureCollection | null>(null);
  const markers = useRef(new Map<string, L.Marker>());

  useEffect(() => {
    let live = true;
    void loadOutlines().then((data) => live && setCountries(data));
    return () => {
      live = false;
    };
  }, []);

  // The selection is drawn on the markers' own elements: a new icon would drop keyboard focus.
  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const element = marker.getElement();
      const selected = id === selectedId;
      element?.classList.toggle(classes.selected!, selected);
      element?.setAttribute('aria-pressed', String(selected));
      marker.setZIndexOffset(selected ? 1000 : 0);
    }
  }, [selectedId, points]);

  const selected = points.find((point) => point.id === selectedId) ?? null;
  return (
    <MapContainer
      className={classes.map}
      center={[center.lat, center.lng]}
      zoom={PICKUP_MAP_ZOOM}
      attributionControl={tiles !== null}
      aria-label="Pickup points map"
    >
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
      {!tiles && countries ? (
        <GeoJSON data={countries} style={OUTLINE_STYLE} interactive={false} />
      ) : null}
      {points.map((point) => (
        <Marker
          key={point.id}
          position={[point.lat, point.lng]}
          icon={icon}
          title={markerName(point)}
          alt={markerName(point)}
          keyboard
          ref={(marker) => {
            if (marker) markers.current.set(point.id, marker);
            else markers.current.delete(point.id);
          }}
          eventHandlers={{
            add: (event) => {
              const element = (event.target as L.Marker).getElement();
              element?.setAttribute('aria-label', markerName(point));
              element?.setAttribute('aria-pressed', String(point.id === selectedId));
              element?.classList.toggle(classes.selected!, point.id === selectedId);
            },
            click: () => onSelect(point.id),
          }}
        />
      ))}
      <ViewKeeper center={[center.lat, center.lng]} selected={selected} />
    </MapContainer>
  );
}
